import { Migration } from '@mikro-orm/migrations';

/** Which subscription, at which version, last set a member's premium flag (orders billing's events). */
export class Migration20261124030000PremiumEntitlement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table premium_entitlement (
      user_id uuid primary key references app_user (id) on delete cascade,
      subscription_id text not null,
      version integer not null,
      active boolean not null,
      updated_at timestamptz not null default now()
    );`);
  }
}
