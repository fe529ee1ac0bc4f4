import { Migration } from '@mikro-orm/migrations';

/** The library's full-text index: title first, then description, then the body. */
export class Migration20261125010000LibrarySearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table content_item add column search tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', description), 'B') ||
      setweight(to_tsvector('english', coalesce(body, '')), 'C')
    ) stored;`);
    this.addSql('create index content_item_search_idx on content_item using gin (search);');
  }
}
