import { Migration } from '@mikro-orm/migrations';

/** Consent, conversations, the crisis card's window and each day's use, per member. */
export class Migration20261125020000Conversations extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table coach_consent (user_id uuid primary key, version text not null, given_at timestamptz not null default now());');
    this.addSql(`create table coach_consent_event (
      id uuid primary key,
      user_id uuid not null,
      action text not null check (action in ('given', 'withdrawn')),
      version text not null,
      at timestamptz not null default now()
    );`);
    this.addSql('create index coach_consent_event_user_idx on coach_consent_event (user_id, at);');
    this.addSql(`create table coach_message (
      id uuid primary key,
      user_id uuid not null,
      role text not null check (role in ('user', 'assistant', 'system')),
      content text not null,
      citations jsonb not null default '[]',
      crisis boolean not null default false,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index coach_message_user_idx on coach_message (user_id, created_at);');
    this.addSql('create table coach_crisis (user_id uuid primary key, noticed_at timestamptz not null);');
    this.addSql(`create table coach_usage (
      user_id uuid not null,
      day date not null,
      messages integer not null default 0,
      tokens integer not null default 0,
      primary key (user_id, day)
    );`);
  }
}
