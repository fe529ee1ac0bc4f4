import { Migration } from '@mikro-orm/migrations';

/**
 * The support services each member saved from Engage. The directory lives in code (it changes
 * with a release), so `service_id` is its slug and no foreign key; `need` is what the member
 * was searching for when they saved it, null for every need.
 */
export class Migration20261129120000SavedServices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table saved_support_service (
      user_id uuid not null,
      service_id text not null,
      need text null,
      saved_at timestamptz not null default now(),
      primary key (user_id, service_id)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table saved_support_service;');
  }
}
