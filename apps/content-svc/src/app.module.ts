import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, ServiceKitModule } from '@kiin/service-kit';
import { ConditionsController } from './conditions/conditions.controller';
import { ConditionsService } from './conditions/conditions.service';
import { ContentController } from './content/content.controller';
import { ContentService } from './content/content.service';
import { database } from './database';
import { DirectoryController } from './kliinics/directory.controller';
import { SessionMaterialsConsumer } from './kliinics/session-materials.consumer';
import { SessionMaterialsService } from './kliinics/session-materials.service';
import { LibrarySearchService } from './search/library-search.service';
import { ContentPrivacyConsumer } from './privacy/privacy.consumer';
import { ContentPrivacyController } from './privacy/privacy.controller';
import { ContentPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Content, env, database })],
      controllers: [ContentController, ConditionsController, DirectoryController, ContentPrivacyController],
      providers: [
        ContentService,
        ConditionsService,
        LibrarySearchService,
        ContentPrivacyService,
        ContentPrivacyConsumer,
        SessionMaterialsService,
        SessionMaterialsConsumer,
      ],
    };
  }
}
