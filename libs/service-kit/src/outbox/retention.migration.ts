import { Migration } from '@mikro-orm/migrations';

/** Indexes the pruning of sent outbox rows and old processed-event ids walks (see `prune.ts`). */
export class Migration20261124000000BackboneRetention extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index if not exists outbox_sent_at_idx on outbox (sent_at) where sent_at is not null;');
    this.addSql('create index if not exists processed_event_processed_at_idx on processed_event (processed_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists processed_event_processed_at_idx;');
    this.addSql('drop index if exists outbox_sent_at_idx;');
  }
}
