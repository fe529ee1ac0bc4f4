import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, ServiceKitModule } from '@kiin/service-kit';
import { database } from './database';
import { PointsConsumer } from './points/points.consumer';
import { PointsController } from './points/points.controller';
import { PointsService } from './points/points.service';
import { GamificationPrivacyController } from './privacy/privacy.controller';
import { GamificationPrivacyConsumer } from './privacy/privacy.consumer';
import { GamificationPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Gamification, env, database })],
      controllers: [PointsController, GamificationPrivacyController],
      providers: [PointsService, PointsConsumer, GamificationPrivacyService, GamificationPrivacyConsumer],
    };
  }
}
