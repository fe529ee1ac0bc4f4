import { Migration } from '@mikro-orm/migrations';

/**
 * Seats held while a ticket payment is open, why a payment was refunded without a seat, and
 * why a seat was given back.
 */
export class Migration20261126100000SeatHolds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table kliinic_seat_hold (
      session_id uuid not null references kliinic_session (id),
      user_id uuid not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (session_id, user_id)
    );`);
    this.addSql('create index kliinic_seat_hold_user_idx on kliinic_seat_hold (user_id);');
    this.addSql(`alter table payment
      add column refund_reason text null check (refund_reason in ('already-booked', 'full', 'unavailable')),
      add column refunded_at timestamptz null;`);
    this.addSql(`alter table kliinic_booking
      add column cancel_reason text null check (cancel_reason in ('member', 'membership-ended'));`);
  }
}
