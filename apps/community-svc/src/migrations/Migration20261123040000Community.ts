import { Migration } from '@mikro-orm/migrations';

/** Discussions, comments, views per viewer and day, flags, the review queue, watched phrases. */
export class Migration20261123040000Community extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table discussion (
      id uuid primary key,
      author_id uuid not null,
      title text not null,
      content text not null,
      content_html text not null,
      is_premium_only boolean not null default false,
      status text not null default 'published' check (status in ('published', 'held', 'hidden', 'deleted')),
      announced boolean not null default false,
      views integer not null default 0,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index discussion_created_idx on discussion (created_at desc);');
    this.addSql('create index discussion_author_idx on discussion (author_id, created_at);');
    this.addSql(`create table comment (
      id uuid primary key,
      discussion_id uuid not null references discussion (id) on delete cascade,
      author_id uuid not null,
      content text not null,
      content_html text not null,
      status text not null default 'published' check (status in ('published', 'held', 'hidden', 'deleted')),
      announced boolean not null default false,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index comment_discussion_idx on comment (discussion_id, created_at);');
    this.addSql('create index comment_author_idx on comment (author_id, created_at);');
    this.addSql(`create table discussion_view (
      discussion_id uuid not null references discussion (id) on delete cascade,
      viewer_key text not null,
      day date not null,
      primary key (discussion_id, viewer_key, day)
    );`);
    this.addSql(`create table flag (
      id uuid primary key,
      post_type text not null check (post_type in ('discussion', 'comment')),
      post_id uuid not null,
      reporter_id uuid not null,
      reason text not null,
      note text null,
      created_at timestamptz not null default now(),
      unique (post_type, post_id, reporter_id)
    );`);
    this.addSql(`create table review (
      id uuid primary key,
      post_type text not null check (post_type in ('discussion', 'comment')),
      post_id uuid not null,
      discussion_id uuid not null,
      reasons text[] not null,
      priority boolean not null default false,
      opened_at timestamptz not null default now(),
      resolved_at timestamptz null,
      decision text null check (decision in ('keep', 'hide', 'delete')),
      note text null,
      decided_by uuid null
    );`);
    this.addSql('create unique index review_open_post_idx on review (post_type, post_id) where resolved_at is null;');
    this.addSql('create index review_queue_idx on review (priority desc, opened_at) where resolved_at is null;');
    this.addSql(`create table watched_phrase (
      id uuid primary key,
      phrase text not null unique,
      action text not null check (action in ('block', 'hold', 'flag')),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table member_standing (
      user_id uuid primary key,
      first_post_at timestamptz not null default now(),
      approved_posts integer not null default 0
    );`);
    this.addSql(`create table moderation_notice (
      id uuid primary key,
      user_id uuid not null,
      post_type text not null,
      post_id uuid not null,
      discussion_id uuid not null,
      outcome text not null,
      note text null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index moderation_notice_user_idx on moderation_notice (user_id, created_at desc);');
  }
}
