import { Migration } from '@mikro-orm/migrations';

/**
 * Lists come a page at a time (issue 23 §2): keyset indexes in the lists' own order (time,
 * then id for rows of the same microsecond), and trigram indexes so a case-insensitive
 * substring search of title and content (`ilike '%q%'`) does not read the whole table.
 */
export class Migration20261126200000ListPaging extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index discussion_page_idx on discussion (created_at desc, id desc);');
    this.addSql('drop index if exists discussion_created_idx;');
    this.addSql('create index comment_page_idx on comment (discussion_id, created_at, id);');
    this.addSql('drop index if exists comment_discussion_idx;');
    this.addSql('create index discussion_title_trgm_idx on discussion using gin (title gin_trgm_ops);');
    this.addSql('create index discussion_content_trgm_idx on discussion using gin (content gin_trgm_ops);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists discussion_content_trgm_idx;');
    this.addSql('drop index if exists discussion_title_trgm_idx;');
    this.addSql('create index comment_discussion_idx on comment (discussion_id, created_at);');
    this.addSql('drop index if exists comment_page_idx;');
    this.addSql('create index discussion_created_idx on discussion (created_at desc);');
    this.addSql('drop index if exists discussion_page_idx;');
  }
}
