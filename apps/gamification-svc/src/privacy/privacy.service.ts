import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';

type Row = Record<string, unknown>;

/** What gamification-svc holds about a member: the points ledger, the total and badges. */
@Injectable()
export class GamificationPrivacyService implements MemberDataPrivacy<'gamification.export-user'> {
  constructor(private readonly orm: MikroORM) {}

  async export(actor: Actor): Promise<UserExport['gamification']> {
    const em = this.orm.em.fork();
    const [points, awards, badges] = await Promise.all([
      em.execute<Row[]>('select total from user_points where user_id = ?', [actor.userId]),
      em.execute<Row[]>('select id, points, reason, activity, created_at from points_award where user_id = ? order by created_at', [actor.userId]),
      em.execute<Row[]>('select badge_id, earned_at from user_badge where user_id = ? order by earned_at', [actor.userId]),
    ]);
    return { points, awards, badges };
  }

  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    await em.execute('delete from user_badge where user_id = ?', [userId]);
    await em.execute('delete from points_award where user_id = ?', [userId]);
    await em.execute('delete from user_points where user_id = ?', [userId]);
    await forgetOutboxOf(em, userId);
  }
}
