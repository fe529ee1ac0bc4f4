import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, ServiceKitModule } from '@kiin/service-kit';
import { CommunityController } from './community.controller';
import { database } from './database';
import { ModerationService } from './moderation/moderation.service';
import { PostsService } from './posts/posts.service';
import { CommunityPrivacyConsumer } from './privacy/privacy.consumer';
import { CommunityPrivacyController } from './privacy/privacy.controller';
import { CommunityPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Community, env, database })],
      controllers: [CommunityController, CommunityPrivacyController],
      providers: [PostsService, ModerationService, CommunityPrivacyService, CommunityPrivacyConsumer],
    };
  }
}
