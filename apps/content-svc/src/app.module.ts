import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, ServiceKitModule } from '@kiin/service-kit';
import { ConditionsController } from './conditions/conditions.controller';
import { ConditionsService } from './conditions/conditions.service';
import { ContentController } from './content/content.controller';
import { ContentService } from './content/content.service';
import { database } from './database';
import { DirectoryController } from './kliinics/directory.controller';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Content, env, database })],
      controllers: [ContentController, ConditionsController, DirectoryController],
      providers: [ContentService, ConditionsService],
    };
  }
}
