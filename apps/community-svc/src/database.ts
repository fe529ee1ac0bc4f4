import type { DatabaseDefinition } from '@kiin/service-kit';
import { Migration20261123040000Community } from './migrations/Migration20261123040000Community';
import { Migration20261126100000CrisisAlerts } from './migrations/Migration20261126100000CrisisAlerts';
import { Migration20261126200000ListPaging } from './migrations/Migration20261126200000ListPaging';
import { Migration20261127100000Kiinbox } from './migrations/Migration20261127100000Kiinbox';
import { KiinboxQuestionRow } from './kiinbox/kiinbox.entities';
import { FlagRow, MemberStanding, NoticeRow, ReviewRow, WatchedPhraseRow } from './moderation/moderation.entities';
import { CommentRow, DiscussionRow } from './posts/post.entities';
import { seedCommunity } from './seed/seed';

export const database: DatabaseDefinition = {
  entities: [DiscussionRow, CommentRow, FlagRow, ReviewRow, WatchedPhraseRow, MemberStanding, NoticeRow, KiinboxQuestionRow],
  migrations: [
    { name: 'Migration20261123040000Community', class: Migration20261123040000Community },
    { name: 'Migration20261126100000CrisisAlerts', class: Migration20261126100000CrisisAlerts },
    { name: 'Migration20261126200000ListPaging', class: Migration20261126200000ListPaging },
    { name: 'Migration20261127100000Kiinbox', class: Migration20261127100000Kiinbox },
  ],
  seed: seedCommunity,
};
