import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, ServiceKitModule } from '@kiin/service-kit';
import { database } from './database';
import { PointsConsumer } from './points/points.consumer';
import { PointsController } from './points/points.controller';
import { PointsService } from './points/points.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Gamification, env, database })],
      controllers: [PointsController],
      providers: [PointsService, PointsConsumer],
    };
  }
}
