import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  badges,
  badgesReachedAt,
  type CappedActivity,
  dailyPointsCaps,
  type Envelope,
  type EventMap,
  pointsDayTimeZone,
  pointsRules,
  ServiceName,
  type UserBadge,
  withinDailyCap,
} from '@kiin/contracts';
import { logger, OnEvent, recordEvent } from '@kiin/service-kit';
import { UserBadgeRow } from '../badges/user-badge.entity';
import { UserPoints } from './points-award.entity';

interface Award {
  eventId: string;
  occurredAt: string;
  userId: string;
  awardKey: string;
  points: number;
  reason: string;
  /** A capped activity counts towards its daily cap and earns nothing past it. */
  capped?: CappedActivity;
  /** A post's award is skipped when the post was already hidden (events can arrive out of order). */
  postId?: string;
}

/**
 * Points rules (written down in libs/contracts `pointsRules`, `dailyPointsCaps`): 5 welcome
 * points on sign-up, 10 for the first completion of a content item (completing it again earns
 * nothing), 5 for starting a discussion and 2 for a comment up to a daily cap each; a hidden
 * or deleted post loses what it earned. Reaching a badge's threshold earns it, once, in the
 * same transaction as the points that crossed it.
 */
@Injectable()
export class PointsService {
  constructor(private readonly orm: MikroORM) {}

  async total(userId: string): Promise<number> {
    const row = await this.orm.em.fork().findOne(UserPoints, { userId });
    return row?.total ?? 0;
  }

  async userBadges(userId: string): Promise<UserBadge[]> {
    const rows = await this.orm.em.fork().find(UserBadgeRow, { userId }, { orderBy: { earnedAt: 'asc', badgeId: 'asc' } });
    return rows.flatMap((row) => {
      const badge = badges.find((b) => b.id === row.badgeId);
      return badge ? [{ badge, earnedAt: row.earnedAt.toISOString() }] : [];
    });
  }

  @OnEvent('user.registered.v1')
  onUserRegistered(em: EntityManager, event: Envelope<EventMap['user.registered.v1']>) {
    const { userId } = event.payload;
    return this.award(em, { ...this.from(event, userId), awardKey: `welcome:${userId}`, points: pointsRules.welcome, reason: 'Welcome to Kiin' });
  }

  @OnEvent('content.completed.v1')
  onContentCompleted(em: EntityManager, event: Envelope<EventMap['content.completed.v1']>) {
    const { userId, contentId } = event.payload;
    return this.award(em, {
      ...this.from(event, userId),
      awardKey: `content:${userId}:${contentId}`,
      points: pointsRules.contentCompleted,
      reason: 'Completed a content item',
    });
  }

  @OnEvent('discussion.created.v1')
  onDiscussionCreated(em: EntityManager, event: Envelope<EventMap['discussion.created.v1']>) {
    const { userId, discussionId } = event.payload;
    return this.award(em, {
      ...this.from(event, userId),
      awardKey: `discussion:${discussionId}`,
      points: pointsRules.discussionCreated,
      reason: 'Started a discussion',
      capped: 'discussionCreated',
      postId: discussionId,
    });
  }

  @OnEvent('comment.created.v1')
  onCommentCreated(em: EntityManager, event: Envelope<EventMap['comment.created.v1']>) {
    const { userId, commentId } = event.payload;
    return this.award(em, {
      ...this.from(event, userId),
      awardKey: `comment:${commentId}`,
      points: pointsRules.commentCreated,
      reason: 'Commented',
      capped: 'commentCreated',
      postId: commentId,
    });
  }

  /** A hidden or deleted post gives back what it earned (nothing if it earned nothing). Badges stay. */
  @OnEvent('post.hidden.v1')
  async onPostHidden(em: EntityManager, event: Envelope<EventMap['post.hidden.v1']>) {
    const { postId, postType, authorId } = event.payload;
    await this.lockUser(em, authorId);
    const [earned] = await em.execute<{ points: number }[]>('select points from points_award where award_key = ?', [`${postType}:${postId}`]);
    const points = -(earned?.points ?? 0);
    // The marker line is written even for 0 points, so a late `created` event earns nothing.
    await this.insertLine(em, { ...this.from(event, authorId), awardKey: `hidden:${postId}`, points, reason: 'A post was removed by moderation' });
  }

  private from(event: Envelope, userId: string) {
    return { eventId: event.id, occurredAt: event.occurredAt, userId };
  }

  /** One member's awards are applied one at a time, so caps and badges see a settled total. */
  private async lockUser(em: EntityManager, userId: string) {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`points:${userId}`]);
  }

  /** Runs inside the consumer's transaction; a second award with the same key does nothing. */
  private async award(em: EntityManager, award: Award) {
    await this.lockUser(em, award.userId);
    if (award.postId) {
      const hidden = await em.execute<{ id: string }[]>('select id from points_award where award_key = ?', [`hidden:${award.postId}`]);
      if (hidden.length > 0) return;
    }
    if (award.capped) {
      const [row] = await em.execute<{ n: string }[]>(
        `select count(*) as n from points_award
         where user_id = ? and activity = ? and activity_day = (?::timestamptz at time zone ?)::date and award_key <> ?`,
        [award.userId, award.capped, award.occurredAt, pointsDayTimeZone, award.awardKey],
      );
      if (!withinDailyCap(award.capped, Number(row.n))) {
        logger().info({ activity: award.capped, cap: dailyPointsCaps[award.capped] }, 'daily points cap reached');
        return;
      }
    }
    await this.insertLine(em, award);
  }

  private async insertLine(em: EntityManager, award: Award) {
    const { userId, points, reason } = award;
    const id = randomUUID();
    const inserted = await em.execute<{ id: string }[]>(
      `insert into points_award (id, user_id, award_key, points, reason, source_event_id, activity, activity_day, created_at)
       values (?, ?, ?, ?, ?, ?, ?, (?::timestamptz at time zone ?)::date, clock_timestamp())
       on conflict (award_key) do nothing returning id`,
      [id, userId, award.awardKey, points, reason, award.eventId, award.capped ?? null, award.occurredAt, pointsDayTimeZone],
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
    await this.earnBadges(em, userId, row.total, id);
  }

  /** Every badge the new total reaches and the member does not hold yet: recorded and announced once. */
  private async earnBadges(em: EntityManager, userId: string, total: number, awardId: string) {
    for (const badge of badgesReachedAt(total)) {
      const earnedAt = new Date();
      const inserted = await em.execute<{ badge_id: string }[]>(
        `insert into user_badge (user_id, badge_id, earned_at, award_id) values (?, ?, ?, ?)
         on conflict (user_id, badge_id) do nothing returning badge_id`,
        [userId, badge.id, earnedAt, awardId],
      );
      if (inserted.length === 0) continue;
      recordEvent(em, ServiceName.Gamification, 'badge.earned.v1', userId, { userId, badgeId: badge.id, earnedAt: earnedAt.toISOString() });
      logger().info({ badgeId: badge.id }, 'badge earned');
    }
  }
}
