import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Envelope, type EventMap, pointsRules, ServiceName } from '@kiin/contracts';
import { logger, recordEvent } from '@kiin/service-kit';
import { UserPoints } from './points-award.entity';

/**
 * Points rules (written down in libs/contracts `pointsRules`): 5 welcome points on sign-up,
 * 10 for the first completion of a content item (completing it again earns nothing),
 * 5 for starting a discussion, 2 for a comment.
 */
@Injectable()
export class PointsService {
  constructor(private readonly orm: MikroORM) {}

  async total(userId: string): Promise<number> {
    const row = await this.orm.em.fork().findOne(UserPoints, { userId });
    return row?.total ?? 0;
  }

  onUserRegistered(em: EntityManager, event: Envelope<EventMap['user.registered.v1']>) {
    const { userId } = event.payload;
    return this.award(em, event.id, userId, `welcome:${userId}`, pointsRules.welcome, 'Welcome to Kiin');
  }

  onContentCompleted(em: EntityManager, event: Envelope<EventMap['content.completed.v1']>) {
    const { userId, contentId } = event.payload;
    return this.award(em, event.id, userId, `content:${userId}:${contentId}`, pointsRules.contentCompleted, 'Completed a content item');
  }

  onDiscussionCreated(em: EntityManager, event: Envelope<EventMap['discussion.created.v1']>) {
    const { userId, discussionId } = event.payload;
    return this.award(em, event.id, userId, `discussion:${discussionId}`, pointsRules.discussionCreated, 'Started a discussion');
  }

  onCommentCreated(em: EntityManager, event: Envelope<EventMap['comment.created.v1']>) {
    const { userId, commentId } = event.payload;
    return this.award(em, event.id, userId, `comment:${commentId}`, pointsRules.commentCreated, 'Commented');
  }

  /** Runs inside the consumer's transaction; a second award with the same key does nothing. */
  private async award(em: EntityManager, eventId: string, userId: string, awardKey: string, points: number, reason: string) {
    const id = randomUUID();
    const inserted = await em.execute<{ id: string }[]>(
      `insert into points_award (id, user_id, award_key, points, reason, source_event_id, created_at)
       values (?, ?, ?, ?, ?, ?, clock_timestamp()) on conflict (award_key) do nothing returning id`,
      [id, userId, awardKey, points, reason, eventId],
    );
    if (inserted.length === 0) return;
    const [row] = await em.execute<{ total: number }[]>(
      `insert into user_points (user_id, total) values (?, ?)
       on conflict (user_id) do update set total = user_points.total + excluded.total returning total`,
      [userId, points],
    );
    recordEvent(em, ServiceName.Gamification, 'points.awarded.v1', userId, {
      userId,
      awardId: id,
      points,
      reason,
      totalPoints: row.total,
    });
    logger().info({ points, reason }, 'points awarded');
  }
}
