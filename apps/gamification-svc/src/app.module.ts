import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, privacyController, ServiceKitModule } from '@kiin/service-kit';
import { BadgesRepository } from './badges/badges.repository';
import { database } from './database';
import { PointsController } from './points/points.controller';
import { PointsRepository } from './points/points.repository';
import { PointsService } from './points/points.service';
import { GamificationPrivacyRepository } from './privacy/privacy.repository';
import { GamificationPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Gamification, env, database })],
      controllers: [PointsController, privacyController({ exportRpc: 'gamification.export-user', privacy: GamificationPrivacyService })],
      providers: [PointsRepository, BadgesRepository, GamificationPrivacyRepository, PointsService, GamificationPrivacyService],
    };
  }
}
