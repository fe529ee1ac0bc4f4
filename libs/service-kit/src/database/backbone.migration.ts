import { Migration } from '@mikro-orm/migrations';

/**
 * Tables every service has: the outbox (events waiting to be published, committed with the
 * change that caused them) and the record of events a consumer has applied.
 * The trigger wakes the relay when a transaction that wrote an event commits.
 */
export class Migration20261121000000Backbone extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table outbox (
        seq bigserial primary key,
        id uuid not null unique,
        topic text not null,
        key text not null,
        envelope jsonb not null,
        created_at timestamptz not null default now(),
        sent_at timestamptz null
      );`);
    this.addSql('create index outbox_unsent_idx on outbox (seq) where sent_at is null;');
    this.addSql(`
      create table processed_event (
        consumer text not null,
        event_id uuid not null,
        processed_at timestamptz not null default now(),
        primary key (consumer, event_id)
      );`);
    this.addSql(`
      create function outbox_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('kiin_outbox', '');
        return null;
      end $$;`);
    this.addSql(
      'create trigger outbox_notify after insert on outbox for each statement execute function outbox_notify();',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists outbox_notify on outbox;');
    this.addSql('drop function if exists outbox_notify();');
    this.addSql('drop table if exists processed_event;');
    this.addSql('drop table if exists outbox;');
  }
}
