import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { UserBadgeRow } from './user-badge.entity';

/** The badges members earned. */
@Injectable()
export class BadgesRepository {
  constructor(private readonly orm: MikroORM) {}

  findByUser(userId: string): Promise<UserBadgeRow[]> {
    return this.orm.em.fork().find(UserBadgeRow, { userId }, { orderBy: { earnedAt: 'asc', badgeId: 'asc' } });
  }

  /** SQL: `on conflict do nothing` keeps a badge earned once. False when the member already held it. */
  async insertEarned(em: EntityManager, userId: string, badgeId: string, earnedAt: Date, awardId: string): Promise<boolean> {
    const inserted = await em.execute<{ badge_id: string }[]>(
      `insert into user_badge (user_id, badge_id, earned_at, award_id) values (?, ?, ?, ?)
         on conflict (user_id, badge_id) do nothing returning badge_id`,
      [userId, badgeId, earnedAt, awardId],
    );
    return inserted.length > 0;
  }
}
