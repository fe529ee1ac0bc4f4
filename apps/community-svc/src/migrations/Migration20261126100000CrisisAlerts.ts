import { Migration } from '@mikro-orm/migrations';

/**
 * When moderators were last mailed about a member's crisis post (at most one mail an hour per
 * author), and whether a flag came from staff (staff flags always count towards hiding).
 */
export class Migration20261126100000CrisisAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table member_standing add column last_crisis_alert_at timestamptz null;');
    this.addSql('alter table flag add column staff boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table member_standing drop column last_crisis_alert_at;');
    this.addSql('alter table flag drop column staff;');
  }
}
