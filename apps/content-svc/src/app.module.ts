import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, privacyController, ServiceKitModule } from '@kiin/service-kit';
import { CompletionsController } from './completions/completions.controller';
import { CompletionsRepository } from './completions/completions.repository';
import { CompletionsService } from './completions/completions.service';
import { ConditionsController } from './conditions/conditions.controller';
import { ConditionsRepository } from './conditions/conditions.repository';
import { ConditionsService } from './conditions/conditions.service';
import { ContentController } from './content/content.controller';
import { ContentRepository } from './content/content.repository';
import { ContentService } from './content/content.service';
import { database } from './database';
import { EngageController } from './engage/engage.controller';
import { EngageService } from './engage/engage.service';
import { SavedServicesController } from './engage/saved/saved-services.controller';
import { SavedServicesRepository } from './engage/saved/saved-services.repository';
import { SavedServicesService } from './engage/saved/saved-services.service';
import { DirectoryController } from './support-services/directory.controller';
import { SessionMaterialsService } from './kliinics/session-materials.service';
import { ContentPrivacyRepository } from './privacy/privacy.repository';
import { ContentPrivacyService } from './privacy/privacy.service';
import { LibrarySearchRepository } from './search/library-search.repository';
import { LibrarySearchService } from './search/library-search.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Content, env, database })],
      controllers: [
        ContentController,
        CompletionsController,
        ConditionsController,
        DirectoryController,
        EngageController,
        SavedServicesController,
        privacyController({ exportRpc: 'content.export-user', privacy: ContentPrivacyService }),
      ],
      providers: [
        ContentRepository,
        CompletionsRepository,
        ConditionsRepository,
        LibrarySearchRepository,
        ContentPrivacyRepository,
        SavedServicesRepository,
        ContentService,
        CompletionsService,
        ConditionsService,
        LibrarySearchService,
        ContentPrivacyService,
        SessionMaterialsService,
        EngageService,
        SavedServicesService,
      ],
    };
  }
}
