import { Migration } from '@mikro-orm/migrations';

/**
 * Badges earned (once per member and badge), and what the daily caps count: the activity of a
 * ledger line and the Sydney calendar day of the event that earned it.
 */
export class Migration20261123200000Badges extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table points_award add column activity text, add column activity_day date;');
    this.addSql('create index points_award_cap_idx on points_award (user_id, activity, activity_day);');
    this.addSql(`create table user_badge (
      user_id uuid not null,
      badge_id text not null,
      earned_at timestamptz not null,
      award_id uuid not null,
      primary key (user_id, badge_id)
    );`);
  }
}
