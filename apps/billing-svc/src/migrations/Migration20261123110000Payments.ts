import { Migration } from '@mikro-orm/migrations';

/** Customers, payments, subscriptions, applied webhook events and tax invoices. */
export class Migration20261123110000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table billing_customer (
      user_id uuid primary key,
      customer_id text not null unique,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table payment (
      id text primary key,
      user_id uuid not null,
      kind text not null check (kind in ('kliinic', 'membership')),
      plan_id text not null,
      session_id uuid null references kliinic_session (id),
      subscription_id text null,
      client_secret text not null,
      amount_cents integer not null,
      status text not null default 'pending',
      failure_message text null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index payment_user_idx on payment (user_id, created_at desc);');
    this.addSql(`create table subscription (
      id text primary key,
      user_id uuid not null,
      status text not null,
      cancel_at_period_end boolean not null default false,
      current_period_end timestamptz null,
      ended_at timestamptz null,
      premium boolean not null default false,
      version integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index subscription_user_idx on subscription (user_id, created_at desc);');
    this.addSql(`create table processed_webhook (
      event_id text primary key,
      type text not null,
      processed_at timestamptz not null default now()
    );`);
    this.addSql(`create table tax_invoice (
      id uuid primary key,
      number serial unique,
      user_id uuid not null,
      payment_ref text not null unique,
      description text not null,
      total_cents integer not null,
      gst_cents integer not null,
      issued_at timestamptz not null default now()
    );`);
    this.addSql('create index tax_invoice_user_idx on tax_invoice (user_id, issued_at desc);');
  }
}
