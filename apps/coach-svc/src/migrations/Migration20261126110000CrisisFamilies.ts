import { Migration } from '@mikro-orm/migrations';

/** Which crisis card the coach showed last: the families of danger found in the message. */
export class Migration20261126110000CrisisFamilies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table coach_crisis add column families text[] not null default '{suicide,carer}';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table coach_crisis drop column families;');
  }
}
