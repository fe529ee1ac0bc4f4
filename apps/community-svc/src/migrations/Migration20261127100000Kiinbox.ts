import { Migration } from '@mikro-orm/migrations';

/**
 * kiinbox (ADR 28): members' questions to the experts, with the expert's answer (Markdown as
 * written and the sanitised HTML), the library items it links and what moderators did. Keyset
 * indexes for the experts' queue, the member's list and the public Q&A, and trigram indexes so
 * the public search (`ilike '%q%'` on question and answer) does not read the whole table.
 */
export class Migration20261127100000Kiinbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table kiinbox_question (
      id uuid primary key,
      user_id uuid not null,
      text text not null,
      topic text not null,
      kliinic_session_id text null,
      kliinic_session_title text null,
      kliinic_session_starts_at timestamptz null,
      publishable boolean not null,
      premium boolean not null,
      status text not null check (status in ('pending', 'held', 'answered', 'hidden')),
      crisis_families text[] not null default '{}',
      crisis_alerted boolean not null default false,
      asked_at timestamptz not null default now(),
      covered_in_session boolean not null default false,
      answer_markdown text null,
      answer_html text null,
      library jsonb not null default '[]',
      answered_in_session boolean not null default false,
      answered_by uuid null,
      answered_at timestamptz null,
      hidden_note text null,
      hidden_by uuid null,
      hidden_at timestamptz null
    );`);
    this.addSql('create index kiinbox_question_user_idx on kiinbox_question (user_id, asked_at desc, id desc);');
    this.addSql(`create index kiinbox_question_queue_idx on kiinbox_question (asked_at, id) where status = 'pending';`);
    this.addSql(`create index kiinbox_question_held_idx on kiinbox_question (asked_at, id) where status = 'held';`);
    this.addSql('create index kiinbox_question_session_idx on kiinbox_question (kliinic_session_id) where kliinic_session_id is not null;');
    this.addSql(`create index kiinbox_question_public_idx on kiinbox_question (answered_at desc, id desc) where status = 'answered' and publishable and not answered_in_session;`);
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index kiinbox_question_text_trgm_idx on kiinbox_question using gin (text gin_trgm_ops);');
    this.addSql('create index kiinbox_question_answer_trgm_idx on kiinbox_question using gin (answer_markdown gin_trgm_ops);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists kiinbox_question;');
  }
}
