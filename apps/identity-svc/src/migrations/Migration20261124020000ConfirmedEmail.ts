import { Migration } from '@mikro-orm/migrations';

/**
 * Confirmed email addresses and password resets. Members from before this change count as
 * confirmed. An account is created only when its confirmation link is opened: until then the
 * sign-up waits in `signup_request`, so a stranger typing someone's address creates nothing.
 * Links are stored as SHA-256 hashes only.
 */
export class Migration20261124020000ConfirmedEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table app_user add column email_confirmed_at timestamptz null;');
    this.addSql('update app_user set email_confirmed_at = created_at;');
    this.addSql(`create table signup_request (
      id uuid primary key,
      token_hash text not null unique,
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      return_to text not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index signup_request_email_idx on signup_request (email, created_at desc);');
    this.addSql(`create table password_reset (
      token_hash text primary key,
      user_id uuid not null references app_user (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index password_reset_user_idx on password_reset (user_id);');
  }
}
