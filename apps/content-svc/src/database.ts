import { Migration } from '@mikro-orm/migrations';
import type { DatabaseDefinition } from '@kiin/service-kit';
import { Completion } from './completions/completion.entity';
import { Condition, SavedCondition } from './conditions/condition.entity';
import { ContentItem } from './content/content-item.entity';
import { SavedSupportService } from './engage/saved/saved-service.entity';
import { Migration20261125010000LibrarySearch } from './migrations/Migration20261125010000LibrarySearch';
import { Migration20261129120000SavedServices } from './migrations/Migration20261129120000SavedServices';
import { seedLibrary } from './seed/seed';

class Migration20261121010000Content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table condition (
      id uuid primary key,
      slug text not null unique,
      name text not null,
      description text not null,
      icon text not null
    );`);
    this.addSql(`create table content_item (
      id uuid primary key,
      slug text not null unique,
      position integer not null,
      title text not null,
      description text not null,
      type text not null check (type in ('article', 'book', 'video', 'podcast', 'course', 'website')),
      is_premium boolean not null default false,
      duration integer null check (duration is null or duration > 0),
      image_url text null,
      content_url text null,
      body text null,
      reviewed_by text null,
      reviewed_at date null,
      sources jsonb not null default '[]',
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index content_item_type_idx on content_item (type);');
    this.addSql(`create table content_condition (
      content_id uuid not null references content_item (id) on delete cascade,
      condition_id uuid not null references condition (id) on delete cascade,
      primary key (content_id, condition_id)
    );`);
    this.addSql('create index content_condition_condition_idx on content_condition (condition_id);');
    this.addSql(`create table completion (
      user_id uuid not null,
      content_id uuid not null references content_item (id),
      completed_at timestamptz not null default now(),
      primary key (user_id, content_id)
    );`);
    this.addSql(`create table saved_condition (
      user_id uuid not null,
      condition_id uuid not null references condition (id),
      saved_at timestamptz not null default now(),
      primary key (user_id, condition_id)
    );`);
  }
}

export const database: DatabaseDefinition = {
  entities: [ContentItem, Condition, SavedCondition, Completion, SavedSupportService],
  migrations: [
    { name: 'Migration20261121010000Content', class: Migration20261121010000Content },
    { name: 'Migration20261125010000LibrarySearch', class: Migration20261125010000LibrarySearch },
    { name: 'Migration20261129120000SavedServices', class: Migration20261129120000SavedServices },
  ],
  seed: seedLibrary,
};
