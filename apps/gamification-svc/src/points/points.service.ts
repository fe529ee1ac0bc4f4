import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  badges,
  badgesReachedAt,
  type CappedActivity,
  dailyPointsCaps,
  type Envelope,
  type EventMap,
  pointsRules,
  ServiceName,
  type UserBadge,
  withinDailyCap,
} from '@kiin/contracts';
import { logger, OnEvent, recordEvent } from '@kiin/service-kit';
import { BadgesRepository } from '../badges/badges.repository';
import { PointsRepository } from './points.repository';

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
 * nothing), 5 for starting a discussion and 2 for a comment up to a daily cap each, 5 for a question to
 * the experts once its answer is published (once per question); a hidden
 * or deleted post loses what it earned. Reaching a badge's threshold earns it, once, in the
 * same transaction as the points that crossed it.
 */
@Injectable()
export class PointsService {
  constructor(
    private readonly ledger: PointsRepository,
    private readonly earned: BadgesRepository,
  ) {}

  async total(userId: string): Promise<number> {
    return (await this.ledger.findTotal(userId)) ?? 0;
  }

  async userBadges(userId: string): Promise<UserBadge[]> {
    const rows = await this.earned.findByUser(userId);
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

  /** A question to the experts published in the public Q&A with its answer: once per question (the award key). */
  @OnEvent('kiinbox.question-answered.v1')
  async onKiinboxQuestionAnswered(em: EntityManager, event: Envelope<EventMap['kiinbox.question-answered.v1']>) {
    const { userId, questionId, published } = event.payload;
    if (!published) return;
    await this.award(em, {
      ...this.from(event, userId),
      awardKey: `kiinbox:${questionId}`,
      points: pointsRules.kiinboxQuestionPublished,
      reason: 'Your question to the experts was answered and published',
    });
  }

  /** A hidden or deleted post gives back what it earned (nothing if it earned nothing). Badges stay. */
  @OnEvent('post.hidden.v1')
  async onPostHidden(em: EntityManager, event: Envelope<EventMap['post.hidden.v1']>) {
    const { postId, postType, authorId } = event.payload;
    await this.ledger.lockMember(em, authorId);
    const points = -((await this.ledger.findAwardedPoints(em, `${postType}:${postId}`)) ?? 0);
    // The marker line is written even for 0 points, so a late `created` event earns nothing.
    await this.insertLine(em, { ...this.from(event, authorId), awardKey: `hidden:${postId}`, points, reason: 'A post was removed by moderation' });
  }

  private from(event: Envelope, userId: string) {
    return { eventId: event.id, occurredAt: event.occurredAt, userId };
  }

  /** Runs inside the consumer's transaction; a second award with the same key does nothing. */
  private async award(em: EntityManager, award: Award) {
    // One member's awards are applied one at a time, so caps and badges see a settled total.
    await this.ledger.lockMember(em, award.userId);
    if (award.postId && (await this.ledger.hasAward(em, `hidden:${award.postId}`))) return;
    if (award.capped) {
      const counted = await this.ledger.countOnActivityDay(em, award.userId, award.capped, award.occurredAt, award.awardKey);
      if (!withinDailyCap(award.capped, counted)) {
        logger().info({ activity: award.capped, cap: dailyPointsCaps[award.capped] }, 'daily points cap reached');
        return;
      }
    }
    await this.insertLine(em, award);
  }

  private async insertLine(em: EntityManager, award: Award) {
    const { userId, points, reason } = award;
    const id = randomUUID();
    const line = { id, userId, awardKey: award.awardKey, points, reason, sourceEventId: award.eventId, activity: award.capped ?? null, occurredAt: award.occurredAt };
    if (!(await this.ledger.insertAward(em, line))) return;
    const total = await this.ledger.addToTotal(em, userId, points);
    recordEvent(em, ServiceName.Gamification, 'points.awarded.v1', userId, {
      userId,
      awardId: id,
      points,
      reason,
      totalPoints: total,
    });
    logger().info({ points, reason }, 'points awarded');
    await this.earnBadges(em, userId, total, id);
  }

  /** Every badge the new total reaches and the member does not hold yet: recorded and announced once. */
  private async earnBadges(em: EntityManager, userId: string, total: number, awardId: string) {
    for (const badge of badgesReachedAt(total)) {
      const earnedAt = new Date();
      if (!(await this.earned.insertEarned(em, userId, badge.id, earnedAt, awardId))) continue;
      recordEvent(em, ServiceName.Gamification, 'badge.earned.v1', userId, { userId, badgeId: badge.id, earnedAt: earnedAt.toISOString() });
      logger().info({ badgeId: badge.id }, 'badge earned');
    }
  }
}
