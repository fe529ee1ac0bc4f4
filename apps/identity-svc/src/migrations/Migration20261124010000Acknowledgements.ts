import { Migration } from '@mikro-orm/migrations';

/**
 * When a mail last went to an address that a stranger could have typed (the contact form's
 * acknowledgement), so such an address gets at most one a day. The address is kept only as
 * a hash: this table says nothing about who wrote to Kiin.
 */
export class Migration20261124010000Acknowledgements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table mail_acknowledgement (
      recipient_hash text primary key,
      last_sent_at timestamptz not null default now()
    );`);
  }
}
