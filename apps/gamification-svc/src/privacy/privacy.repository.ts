import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { UserBadgeRow } from '../badges/user-badge.entity';
import { PointsAward, UserPoints } from '../points/points-award.entity';

/** A stored row as the export hands it over: column names as they are in the database. */
export type ExportRow = Record<string, unknown>;

/** Everything gamification-svc stores about one member, for the export and for erasure. */
@Injectable()
export class GamificationPrivacyRepository {
  constructor(private readonly orm: MikroORM) {}

  /** SQL: the export lists the stored columns under their own names, not the entities' fields. */
  async exportOf(userId: string): Promise<{ points: ExportRow[]; awards: ExportRow[]; badges: ExportRow[] }> {
    const em = this.orm.em.fork();
    const [points, awards, badges] = await Promise.all([
      em.execute<ExportRow[]>('select total from user_points where user_id = ?', [userId]),
      em.execute<ExportRow[]>('select id, points, reason, activity, created_at from points_award where user_id = ? order by created_at', [userId]),
      em.execute<ExportRow[]>('select badge_id, earned_at from user_badge where user_id = ? order by earned_at', [userId]),
    ]);
    return { points, awards, badges };
  }

  /** Runs in the consumer's transaction (`em`). */
  async deleteMember(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(UserBadgeRow, { userId });
    await em.nativeDelete(PointsAward, { userId });
    await em.nativeDelete(UserPoints, { userId });
  }
}
