import { Migration } from '@mikro-orm/migrations';

/**
 * What to read before each kliinic, as the library answered for the session's topic
 * (`content.session-materials.v1`), and the id of the `kliinic.session-scheduled.v1` event
 * that asked: only the answer to a session's latest words is kept. Sessions already on the
 * programme are announced by the seed on the next start (their `topic_event_id` is null).
 */
export class Migration20261127100000SessionMaterials extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table kliinic_session
      add column materials jsonb null,
      add column topic_event_id uuid null;`);
  }
}
