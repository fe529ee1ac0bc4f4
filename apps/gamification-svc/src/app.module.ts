import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, privacyController, ServiceKitModule } from '@kiin/service-kit';
import { database } from './database';
import { PointsController } from './points/points.controller';
import { PointsService } from './points/points.service';
import { GamificationPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Gamification, env, database })],
      controllers: [PointsController, privacyController({ exportRpc: 'gamification.export-user', privacy: GamificationPrivacyService })],
      providers: [PointsService, GamificationPrivacyService],
    };
  }
}
