import type { DatabaseDefinition } from '@kiin/service-kit';
import { Migration20261123040000Community } from './migrations/Migration20261123040000Community';
import { Migration20261126100000CrisisAlerts } from './migrations/Migration20261126100000CrisisAlerts';
import { Migration20261126200000ListPaging } from './migrations/Migration20261126200000ListPaging';
import { FlagRow, MemberStanding, NoticeRow, ReviewRow, WatchedPhraseRow } from './moderation/moderation.entities';
import { CommentRow, DiscussionRow } from './posts/post.entities';
import { seedCommunity } from './seed/seed';

export const database: DatabaseDefinition = {
  entities: [DiscussionRow, CommentRow, FlagRow, ReviewRow, WatchedPhraseRow, MemberStanding, NoticeRow],
  migrations: [
    { name: 'Migration20261123040000Community', class: Migration20261123040000Community },
    { name: 'Migration20261126100000CrisisAlerts', class: Migration20261126100000CrisisAlerts },
    { name: 'Migration20261126200000ListPaging', class: Migration20261126200000ListPaging },
  ],
  seed: seedCommunity,
};
