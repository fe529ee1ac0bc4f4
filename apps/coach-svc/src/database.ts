import { Migration } from '@mikro-orm/migrations';
import type { DatabaseDefinition } from '@kiin/service-kit';
import { Migration20261125020000Conversations } from './migrations/Migration20261125020000Conversations';
import { Migration20261126010000KliinicNotes } from './migrations/Migration20261126010000KliinicNotes';
import { Migration20261126110000CrisisFamilies } from './migrations/Migration20261126110000CrisisFamilies';

class Migration20261121010000Coach extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table member_condition (user_id uuid not null, condition_id uuid not null, primary key (user_id, condition_id));');
  }
}

export const database: DatabaseDefinition = {
  // No entities: the service's SQL is in its repositories; the kit adds the outbox's own.
  entities: [],
  migrations: [
    { name: 'Migration20261121010000Coach', class: Migration20261121010000Coach },
    { name: 'Migration20261125020000Conversations', class: Migration20261125020000Conversations },
    { name: 'Migration20261126010000KliinicNotes', class: Migration20261126010000KliinicNotes },
    { name: 'Migration20261126110000CrisisFamilies', class: Migration20261126110000CrisisFamilies },
  ],
};
