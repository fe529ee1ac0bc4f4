import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { privacyController, SafetyCheck, ServiceKitModule } from '@kiin/service-kit';
import type { CommunityEnv } from './config';
import { database } from './database';
import { KiinboxController } from './kiinbox/kiinbox.controller';
import { KiinboxRepository } from './kiinbox/kiinbox.repository';
import { KiinboxService } from './kiinbox/kiinbox.service';
import { ModerationController } from './moderation/moderation.controller';
import { ModerationRepository } from './moderation/moderation.repository';
import { ModerationService } from './moderation/moderation.service';
import { PostsController } from './posts/posts.controller';
import { PostsRepository } from './posts/posts.repository';
import { PostsService } from './posts/posts.service';
import { CommunityPrivacyRepository } from './privacy/privacy.repository';
import { CommunityPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: CommunityEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Community, env, database })],
      controllers: [PostsController, ModerationController, KiinboxController, privacyController({ exportRpc: 'community.export-user', privacy: CommunityPrivacyService })],
      providers: [
        { provide: SafetyCheck, useFactory: () => SafetyCheck.fromEnv(env) },
        PostsRepository, ModerationRepository, KiinboxRepository, CommunityPrivacyRepository,
        PostsService, ModerationService, KiinboxService, CommunityPrivacyService],
    };
  }
}
