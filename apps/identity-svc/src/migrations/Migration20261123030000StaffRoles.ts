import { Migration } from '@mikro-orm/migrations';

/** Staff roles, one row per member and role, apart from the member's user type. */
export class Migration20261123030000StaffRoles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table staff_role (
      user_id uuid not null references app_user (id) on delete cascade,
      role text not null check (role in ('moderator', 'expert', 'admin')),
      granted_at timestamptz not null default now(),
      primary key (user_id, role)
    );`);
    this.addSql('create index staff_role_role_idx on staff_role (role);');
  }
}
