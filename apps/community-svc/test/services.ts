import type { MikroORM } from '@mikro-orm/postgresql';
import type { SafetyCheck } from '@kiin/service-kit';
import { KiinboxRepository } from '../src/kiinbox/kiinbox.repository';
import { KiinboxService } from '../src/kiinbox/kiinbox.service';
import { ModerationRepository } from '../src/moderation/moderation.repository';
import { ModerationService } from '../src/moderation/moderation.service';
import { PostsRepository } from '../src/posts/posts.repository';
import { PostsService } from '../src/posts/posts.service';
import { CommunityPrivacyRepository } from '../src/privacy/privacy.repository';
import { CommunityPrivacyService } from '../src/privacy/privacy.service';

/** The services as the module wires them, over the test database. */
export const postsService = (orm: MikroORM, safety: SafetyCheck) => new PostsService(orm, safety, new PostsRepository(), new ModerationRepository());
export const moderationService = (orm: MikroORM, posts: PostsService) => new ModerationService(orm, posts, new ModerationRepository(), new PostsRepository());
export const communityPrivacyService = (orm: MikroORM) => new CommunityPrivacyService(orm, new CommunityPrivacyRepository());

export const kiinboxService = (orm: MikroORM, safety: SafetyCheck) => new KiinboxService(orm, safety, new KiinboxRepository());
