import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostType } from '@kiin/contracts';
import { type CursorPosition, cursorTimeSql } from '../posts/paging';
import { FlagRow, MemberStanding, NoticeRow, ReviewRow, WatchedPhraseRow } from './moderation.entities';

/** An open review's place in the queue: crisis first (rank 0), then oldest first. */
export interface QueuePosition {
  id: string;
  rank: 0 | 1;
  cursor_at: string;
}

/** Which flags count towards hiding a post: from staff, or from members this established. */
export interface EstablishedFlagger {
  approvedPosts: number;
  daysSinceFirstPost: number;
}

/**
 * Flags, reviews, notices, watched phrases and members' standing. Entities where the ORM
 * says it; typed SQL for aggregates, `on conflict`, conditional updates and the queue's keyset
 * order. Every method runs on the caller's `em` (the admin command has no container).
 */
@Injectable()
export class ModerationRepository {
  findStanding(em: EntityManager, userId: string): Promise<MemberStanding | null> {
    return em.findOne(MemberStanding, { userId });
  }

  /** The member's standing row, from their first post (`on conflict do nothing`). */
  async ensureStanding(em: EntityManager, userId: string): Promise<void> {
    await em.execute('insert into member_standing (user_id) values (?) on conflict do nothing', [userId]);
  }

  /** An increment in the database, not of a value read earlier. */
  async addApprovedPost(em: EntityManager, userId: string): Promise<void> {
    await em.execute('update member_standing set approved_posts = approved_posts + 1 where user_id = ?', [userId]);
  }

  /**
   * Marks moderators alerted about the member now, unless they were within `minutes`: true when
   * marked. One conditional update, so two posts at once cannot both alert.
   */
  async claimCrisisAlert(em: EntityManager, userId: string, minutes: number): Promise<boolean> {
    const alerted = await em.execute<{ user_id: string }[]>(
      `update member_standing set last_crisis_alert_at = now()
        where user_id = ? and (last_crisis_alert_at is null or last_crisis_alert_at < now() - make_interval(mins => ?))
        returning user_id`,
      [userId, minutes],
    );
    return alerted.length > 0;
  }

  /** A moderator's vouch: the standing at least this far along (`on conflict` keeps the greater). */
  async vouch(em: EntityManager, userId: string, hoursSinceFirstPost: number, approvedPosts: number): Promise<void> {
    await em.execute(
      `insert into member_standing (user_id, first_post_at, approved_posts) values (?, now() - make_interval(hours => ?), ?)
     on conflict (user_id) do update set
       approved_posts = greatest(member_standing.approved_posts, excluded.approved_posts),
       first_post_at = least(member_standing.first_post_at, excluded.first_post_at)`,
      [userId, hoursSinceFirstPost, approvedPosts],
    );
  }

  /** Inserted at once (a second flag by the same member fails on the unique key). */
  async insertFlag(em: EntityManager, fields: Pick<FlagRow, 'id' | 'postType' | 'postId' | 'reporterId' | 'reason' | 'note' | 'staff'>): Promise<void> {
    await em.insert(FlagRow, fields);
  }

  /**
   * Flags that count towards hiding the post, made since a moderator last decided on it (an
   * aggregate over flags and standings).
   */
  async countCountingFlags(em: EntityManager, postType: PostType, postId: string, established: EstablishedFlagger): Promise<number> {
    const [row] = await em.execute<{ n: string }[]>(
      `select count(*) as n from flag f
        left join member_standing s on s.user_id = f.reporter_id
        where f.post_type = ? and f.post_id = ?
          and f.created_at > coalesce((select max(resolved_at) from review where post_type = ? and post_id = ? and resolved_at is not null), '-infinity')
          and (f.staff or (s.approved_posts >= ? and s.first_post_at <= now() - make_interval(days => ?)))`,
      [postType, postId, postType, postId, established.approvedPosts, established.daysSinceFirstPost],
    );
    return Number(row?.n ?? 0);
  }

  /** Every flag on these posts, oldest first. */
  findFlagsOnPosts(em: EntityManager, postIds: string[]): Promise<FlagRow[]> {
    return em.find(FlagRow, { postId: { $in: postIds } }, { orderBy: { createdAt: 'asc' } });
  }

  findReview(em: EntityManager, id: string): Promise<ReviewRow | null> {
    return em.findOne(ReviewRow, { id });
  }

  findOpenReview(em: EntityManager, postType: PostType, postId: string): Promise<ReviewRow | null> {
    return em.findOne(ReviewRow, { postType, postId, resolvedAt: null });
  }

  findReviews(em: EntityManager, ids: string[]): Promise<ReviewRow[]> {
    return em.find(ReviewRow, { id: { $in: ids } });
  }

  /** A new review, persisted with the caller's next flush. */
  createReview(em: EntityManager, fields: Pick<ReviewRow, 'id' | 'postType' | 'postId' | 'discussionId' | 'reasons' | 'priority'>): ReviewRow {
    return em.create(ReviewRow, fields);
  }

  /** Up to `take` open reviews after `after`, in queue order (SQL: keyset paging on a computed rank). */
  queuePositions(em: EntityManager, after: CursorPosition | undefined, take: number): Promise<QueuePosition[]> {
    const where = ['resolved_at is null'];
    const params: unknown[] = [];
    if (after) {
      where.push('((not priority)::int, opened_at, id) > (?, ?::timestamptz, ?::uuid)');
      params.push(after.rank ?? 1, after.at, after.id);
    }
    return em.execute<QueuePosition[]>(
      `select id, (not priority)::int as rank, ${cursorTimeSql('opened_at')} as cursor_at
         from review
        where ${where.join(' and ')}
        order by (not priority)::int, opened_at, id
        limit ?`,
      [...params, take],
    );
  }

  /** A new notice to a post's author, persisted with the caller's next flush. */
  createNotice(em: EntityManager, fields: Pick<NoticeRow, 'id' | 'userId' | 'postType' | 'postId' | 'discussionId' | 'outcome' | 'note'>): NoticeRow {
    return em.create(NoticeRow, fields);
  }

  /** The member's latest 50 notices, newest first. */
  findNotices(em: EntityManager, userId: string): Promise<NoticeRow[]> {
    return em.find(NoticeRow, { userId }, { orderBy: { createdAt: 'desc' }, limit: 50 });
  }

  findWatchedPhrases(em: EntityManager): Promise<WatchedPhraseRow[]> {
    return em.find(WatchedPhraseRow, {});
  }

  findWatchedPhrasesByPhrase(em: EntityManager): Promise<WatchedPhraseRow[]> {
    return em.find(WatchedPhraseRow, {}, { orderBy: { phrase: 'asc' } });
  }

  /** Inserted at once (a phrase already watched fails on the unique key). */
  async insertWatchedPhrase(em: EntityManager, fields: Pick<WatchedPhraseRow, 'id' | 'phrase' | 'action'>): Promise<void> {
    await em.insert(WatchedPhraseRow, fields);
  }

  /** The number of phrases removed (0 or 1). */
  deleteWatchedPhrase(em: EntityManager, id: string): Promise<number> {
    return em.nativeDelete(WatchedPhraseRow, { id });
  }
}
