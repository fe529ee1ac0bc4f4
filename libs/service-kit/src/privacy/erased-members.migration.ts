import { Migration } from '@mikro-orm/migrations';

/**
 * Every service remembers, for a while, which members deleted their account: a write or an
 * event for them that arrives after the erasure is refused, and a sweep erases what slipped
 * in meanwhile (see `erased-members.ts`). A digest of the id is kept, never the id.
 */
export class Migration20261126130000ErasedMembers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table erased_member (
        member_digest text primary key,
        keep_posts boolean not null,
        erased_at timestamptz not null default now()
      );`);
    this.addSql('create index erased_member_erased_at_idx on erased_member (erased_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists erased_member;');
  }
}
