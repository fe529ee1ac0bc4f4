import { Migration } from '@mikro-orm/migrations';

/**
 * Kliinic notes: the sessions and ticket holders the coach keeps from billing's booking events,
 * each session's transcript and notes, and one delivery row per ticket holder.
 */
export class Migration20261126010000KliinicNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table kliinic_session_ref (
      session_id text primary key,
      title text not null,
      starts_at timestamptz not null,
      hosts jsonb not null default '[]'
    );`);
    this.addSql(`create table kliinic_ticket (
      booking_id text primary key,
      session_id text not null,
      user_id uuid not null,
      cancelled boolean not null default false
    );`);
    this.addSql('create index kliinic_ticket_session_idx on kliinic_ticket (session_id) where not cancelled;');
    this.addSql('create index kliinic_ticket_user_idx on kliinic_ticket (user_id) where not cancelled;');
    this.addSql(`create table kliinic_notes (
      session_id text primary key,
      status text not null check (status in ('drafting', 'draft', 'approved', 'sent')),
      upload integer not null default 1,
      transcript text null,
      library jsonb not null default '[]',
      markdown text not null default '',
      written_by text null check (written_by in ('local', 'model')),
      error text null,
      uploaded_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      approved_at timestamptz null,
      sent_at timestamptz null,
      transcript_deleted_at timestamptz null
    );`);
    this.addSql(`create table kliinic_notes_delivery (
      session_id text not null references kliinic_notes (session_id) on delete cascade,
      user_id uuid not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      error text null,
      updated_at timestamptz not null default now(),
      primary key (session_id, user_id)
    );`);
  }
}
