import { Migration } from '@mikro-orm/migrations';

/** The kliinic programme and its bookings. */
export class Migration20261123100000Kliinics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table kliinic_session (
      id uuid primary key,
      starts_at timestamptz not null,
      duration_minutes integer not null default 90 check (duration_minutes > 0),
      title text not null,
      description text not null,
      leader text not null,
      guest text not null,
      capacity integer not null default 100 check (capacity > 0),
      meeting_url text null,
      recording_url text null,
      cancelled_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index kliinic_session_starts_at_idx on kliinic_session (starts_at);');
    this.addSql(`create table kliinic_booking (
      id uuid primary key,
      session_id uuid not null references kliinic_session (id),
      user_id uuid not null,
      source text not null check (source in ('ticket', 'membership')),
      payment_ref text null,
      status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
      created_at timestamptz not null default now(),
      cancelled_at timestamptz null,
      refunded_at timestamptz null
    );`);
    this.addSql(`create unique index kliinic_booking_one_seat on kliinic_booking (session_id, user_id) where status = 'confirmed';`);
    this.addSql('create unique index kliinic_booking_payment_ref on kliinic_booking (payment_ref) where payment_ref is not null;');
    this.addSql('create index kliinic_booking_user_idx on kliinic_booking (user_id);');
  }
}
