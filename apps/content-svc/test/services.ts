import type { MikroORM } from '@mikro-orm/postgresql';
import type { SupportService } from '@kiin/contracts';
import { CompletionsRepository } from '../src/completions/completions.repository';
import { CompletionsService } from '../src/completions/completions.service';
import { ConditionsRepository } from '../src/conditions/conditions.repository';
import { ConditionsService } from '../src/conditions/conditions.service';
import { ContentRepository } from '../src/content/content.repository';
import { ContentService } from '../src/content/content.service';
import { SavedServicesRepository } from '../src/engage/saved/saved-services.repository';
import { SavedServicesService } from '../src/engage/saved/saved-services.service';
import { ContentPrivacyRepository } from '../src/privacy/privacy.repository';
import { ContentPrivacyService } from '../src/privacy/privacy.service';
import { LibrarySearchRepository } from '../src/search/library-search.repository';
import { LibrarySearchService } from '../src/search/library-search.service';

/** The services as the module wires them, over the test database. */
export const contentService = (orm: MikroORM) => new ContentService(new ContentRepository(orm));
export const completionsService = (orm: MikroORM) => new CompletionsService(orm, new ContentRepository(orm), new CompletionsRepository(orm));
export const conditionsService = (orm: MikroORM) => new ConditionsService(orm, new ConditionsRepository(orm));
export const librarySearchService = (orm: MikroORM) => new LibrarySearchService(new LibrarySearchRepository(orm), new ConditionsRepository(orm));
export const contentPrivacyService = (orm: MikroORM) => new ContentPrivacyService(new ContentPrivacyRepository(orm));
export const savedServicesService = (orm: MikroORM, directory?: ReadonlyMap<string, SupportService>) =>
  new SavedServicesService(orm, new SavedServicesRepository(orm), directory);
