import { Migration } from '@mikro-orm/migrations';

/** The families of danger a contact message told of (empty for most): its mail to support is marked urgent. */
export class Migration20261126120000ContactCrisis extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table contact_message add column crisis_families text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table contact_message drop column crisis_families;');
  }
}
