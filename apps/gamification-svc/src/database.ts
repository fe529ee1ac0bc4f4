import { Migration } from '@mikro-orm/migrations';
import type { DatabaseDefinition } from '@kiin/service-kit';
import { UserBadgeRow } from './badges/user-badge.entity';
import { Migration20261123200000Badges } from './migrations/Migration20261123200000Badges';
import { PointsAward, UserPoints } from './points/points-award.entity';

class Migration20261121010000Points extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table points_award (
      id uuid primary key,
      user_id uuid not null,
      award_key text not null unique,
      points integer not null,
      reason text not null,
      source_event_id uuid not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index points_award_user_id_idx on points_award (user_id);');
    this.addSql('create table user_points (user_id uuid primary key, total integer not null default 0);');
  }
}

export const database: DatabaseDefinition = {
  entities: [PointsAward, UserPoints, UserBadgeRow],
  migrations: [
    { name: 'Migration20261121010000Points', class: Migration20261121010000Points },
    { name: 'Migration20261123200000Badges', class: Migration20261123200000Badges },
  ],
};
