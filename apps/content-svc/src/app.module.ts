import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, privacyController, ServiceKitModule } from '@kiin/service-kit';
import { ConditionsController } from './conditions/conditions.controller';
import { ConditionsService } from './conditions/conditions.service';
import { ContentController } from './content/content.controller';
import { ContentService } from './content/content.service';
import { database } from './database';
import { DirectoryController } from './kliinics/directory.controller';
import { SessionMaterialsService } from './kliinics/session-materials.service';
import { LibrarySearchService } from './search/library-search.service';
import { ContentPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Content, env, database })],
      controllers: [
        ContentController,
        ConditionsController,
        DirectoryController,
        privacyController({ exportRpc: 'content.export-user', privacy: ContentPrivacyService }),
      ],
      providers: [
        ContentService,
        ConditionsService,
        LibrarySearchService,
        ContentPrivacyService,
        SessionMaterialsService,
      ],
    };
  }
}
