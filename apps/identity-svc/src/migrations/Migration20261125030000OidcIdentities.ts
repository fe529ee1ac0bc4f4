import { Migration } from '@mikro-orm/migrations';

/** Accounts at outside identity providers, each linked to one member (ADR 12). */
export class Migration20261125030000OidcIdentities extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table oidc_identity (
      issuer text not null,
      subject text not null,
      user_id uuid not null references app_user (id) on delete cascade,
      linked_at timestamptz not null default now(),
      primary key (issuer, subject)
    );`);
    this.addSql('create index oidc_identity_user_idx on oidc_identity (user_id);');
  }
}
