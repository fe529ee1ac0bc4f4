import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  type Actor,
  communityMessages,
  type DecideBody,
  ErrorCode,
  establishedFlagger,
  type FlagBody,
  flagsToHide,
  hasAccess,
  type ModerationNotice,
  type ModerationQueueQuery,
  type Page,
  type PostType,
  type ReviewItem,
  ServiceName,
  type WatchedPhrase,
  type WatchedPhraseBody,
} from '@kiin/contracts';
import { DomainError, recordEvent } from '@kiin/service-kit';
import { decodeCursor, encodeCursor } from '../posts/paging';
import type { CommentRow, DiscussionRow } from '../posts/post.entities';
import { PostsRepository } from '../posts/posts.repository';
import { canSee, PostsService } from '../posts/posts.service';
import { ModerationRepository } from './moderation.repository';

type PostRow = DiscussionRow | CommentRow;

@Injectable()
export class ModerationService {
  constructor(
    private readonly orm: MikroORM,
    private readonly posts: PostsService,
    private readonly stored: ModerationRepository,
    private readonly postRows: PostsRepository,
  ) {}

  private async post(em: EntityManager, postType: PostType, postId: string): Promise<PostRow | null> {
    return postType === 'discussion' ? this.postRows.findDiscussion(em, postId) : this.postRows.findComment(em, postId);
  }

  private discussionIdOf = (postType: PostType, row: PostRow) => (postType === 'discussion' ? row.id : (row as CommentRow).discussionId);

  /**
   * Flags that count towards hiding the post: from staff or established members (see
   * `establishedFlagger`), made since a moderator last decided on it, so a moderator's
   * "keep" stands until established members flag the post again.
   */
  private countingFlags(em: EntityManager, postType: PostType, postId: string): Promise<number> {
    return this.stored.countCountingFlags(em, postType, postId, establishedFlagger);
  }

  /**
   * A member flags a post they can see; it goes to the queue, a crisis flag at the priority
   * end. Flags from `flagsToHide` different established members hide a published post until
   * a moderator decides; three fresh accounts cannot hide anything.
   */
  async flag(actor: Actor, postType: PostType, postId: string, body: FlagBody): Promise<{ status: 'flagged' | 'hidden-pending-review' }> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.post(em, postType, postId);
      if (!row || !canSee(row, actor)) throw new DomainError(ErrorCode.PostNotFound, communityMessages.postNotFound);
      const discussionId = this.discussionIdOf(postType, row);
      if (postType === 'comment') await this.posts.readable(em, actor, discussionId);
      else if ((row as DiscussionRow).isPremiumOnly) await this.posts.readable(em, actor, discussionId);
      if (row.authorId === actor.userId) throw new DomainError(ErrorCode.ValidationFailed, communityMessages.ownPost);
      try {
        await this.stored.insertFlag(em, {
          id: randomUUID(),
          postType,
          postId,
          reporterId: actor.userId,
          reason: body.reason,
          note: body.note ?? null,
          staff: hasAccess(actor, 'community.moderate'),
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          throw new DomainError(ErrorCode.AlreadyFlagged, communityMessages.alreadyFlagged);
        }
        throw error;
      }
      const crisis = body.reason === 'crisis';
      const open = await this.stored.findOpenReview(em, postType, postId);
      if (open) {
        if (!open.reasons.includes('flags')) open.reasons = [...open.reasons, 'flags'];
        if (crisis) open.priority = true;
      } else {
        this.stored.createReview(em, { id: randomUUID(), postType, postId, discussionId, reasons: ['flags'], priority: crisis });
      }
      const flaggers = await this.countingFlags(em, postType, postId);
      let status: 'flagged' | 'hidden-pending-review' = 'flagged';
      if (flaggers >= flagsToHide && row.status === 'published') {
        row.status = 'hidden';
        status = 'hidden-pending-review';
      } else if (row.status === 'hidden') {
        status = 'hidden-pending-review';
      }
      await em.flush();
      return { status };
    });
  }

  /**
   * A page of open reviews: crisis first, then oldest first (`limit`, and the cursor of the page
   * before). The posts, their discussions and flags are read for the whole page at once.
   */
  async queue(query: ModerationQueueQuery): Promise<Page<ReviewItem>> {
    const em = this.orm.em.fork();
    const limit = query.limit;
    const after = query.cursor ? decodeCursor('reviews', query.cursor) : undefined;
    const positions = await this.stored.queuePositions(em, after, limit + 1);
    const page = positions.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = positions.length > limit && last ? encodeCursor('reviews', { at: last.cursor_at, id: last.id, rank: last.rank }) : null;
    if (page.length === 0) return { items: [], nextCursor };

    const reviews = new Map((await this.stored.findReviews(em, page.map((p) => p.id))).map((r) => [r.id, r]));
    const ofType = (type: PostType) => [...reviews.values()].filter((r) => r.postType === type).map((r) => r.postId);
    const comments = new Map((await this.postRows.findComments(em, ofType('comment'))).map((c) => [c.id, c]));
    const discussionIds = [...new Set([...ofType('discussion'), ...[...reviews.values()].map((r) => r.discussionId)])];
    const discussions = new Map((await this.postRows.findDiscussions(em, discussionIds)).map((d) => [d.id, d]));
    const flags = await this.stored.findFlagsOnPosts(em, [...reviews.values()].map((r) => r.postId));

    const items: ReviewItem[] = [];
    for (const { id } of page) {
      const review = reviews.get(id)!;
      const row = review.postType === 'discussion' ? discussions.get(review.postId) : comments.get(review.postId);
      if (!row || row.status === 'deleted') continue;
      items.push({
        id: review.id,
        postType: review.postType,
        postId: review.postId,
        discussionId: review.discussionId,
        discussionTitle: discussions.get(review.discussionId)?.title ?? '',
        content: row.content,
        contentHtml: row.contentHtml,
        postStatus: row.status,
        reasons: review.reasons,
        priority: review.priority,
        flags: flags
          .filter((f) => f.postType === review.postType && f.postId === review.postId)
          .map((f) => ({ reason: f.reason, note: f.note, createdAt: f.createdAt.toISOString() })),
        openedAt: review.openedAt.toISOString(),
      });
    }
    return { items, nextCursor };
  }

  /**
   * Keep (publish), hide or delete, with a note; the author is told. A post that becomes
   * visible for the first time is announced (points); one that had been visible and is
   * removed sends `post.hidden.v1` (points taken back); `post.reviewed.v1` tells the author's open pages.
   */
  async decide(actor: Actor, reviewId: string, body: DecideBody): Promise<{ status: 'done' }> {
    return this.orm.em.fork().transactional(async (em) => {
      const review = await this.stored.findReview(em, reviewId);
      if (!review) throw new DomainError(ErrorCode.PostNotFound, communityMessages.postNotFound);
      if (review.resolvedAt) throw new DomainError(ErrorCode.NoOpenReview, communityMessages.noOpenReview);
      const row = await this.post(em, review.postType, review.postId);
      if (!row) throw new DomainError(ErrorCode.PostNotFound, communityMessages.postNotFound);
      const wasHeld = row.status === 'held';
      review.resolvedAt = new Date();
      review.decision = body.decision;
      review.note = body.note ?? null;
      review.decidedBy = actor.userId;
      if (body.decision === 'keep') {
        row.status = 'published';
        if (!row.announced) {
          row.announced = true;
          if (review.postType === 'discussion') {
            recordEvent(em, ServiceName.Community, 'discussion.created.v1', row.authorId, {
              userId: row.authorId,
              discussionId: row.id,
              isPremiumOnly: (row as DiscussionRow).isPremiumOnly,
            });
          } else {
            recordEvent(em, ServiceName.Community, 'comment.created.v1', row.authorId, {
              userId: row.authorId,
              discussionId: (row as CommentRow).discussionId,
              commentId: row.id,
            });
          }
        }
        if (wasHeld) await this.stored.addApprovedPost(em, row.authorId);
      } else {
        row.status = body.decision === 'hide' ? 'hidden' : 'deleted';
        if (row.announced) {
          recordEvent(em, ServiceName.Community, 'post.hidden.v1', row.authorId, {
            postId: row.id,
            postType: review.postType,
            authorId: row.authorId,
            hiddenAt: review.resolvedAt.toISOString(),
          });
          row.announced = false;
        }
      }
      const notice = this.stored.createNotice(em, {
        id: randomUUID(),
        userId: row.authorId,
        postType: review.postType,
        postId: row.id,
        discussionId: review.discussionId,
        outcome: body.decision === 'keep' && wasHeld ? 'approved' : body.decision,
        note: body.note ?? null,
      });
      recordEvent(em, ServiceName.Community, 'post.reviewed.v1', row.authorId, {
        authorId: row.authorId,
        noticeId: notice.id,
        postId: row.id,
        postType: review.postType,
        discussionId: review.discussionId,
        outcome: notice.outcome,
        reviewedAt: review.resolvedAt.toISOString(),
      });
      await em.flush();
      return { status: 'done' as const };
    });
  }

  async notices(actor: Actor): Promise<ModerationNotice[]> {
    const rows = await this.stored.findNotices(this.orm.em.fork(), actor.userId);
    return rows.map((n) => ({
      id: n.id,
      postType: n.postType,
      postId: n.postId,
      discussionId: n.discussionId,
      outcome: n.outcome,
      note: n.note,
      createdAt: n.createdAt.toISOString(),
    }));
  }

  async phrases(): Promise<WatchedPhrase[]> {
    const rows = await this.stored.findWatchedPhrasesByPhrase(this.orm.em.fork());
    return rows.map((r) => ({ id: r.id, phrase: r.phrase, action: r.action }));
  }

  async addPhrase(body: WatchedPhraseBody): Promise<WatchedPhrase> {
    const em = this.orm.em.fork();
    try {
      const id = randomUUID();
      await this.stored.insertWatchedPhrase(em, { id, phrase: body.phrase, action: body.action });
      return { id, phrase: body.phrase, action: body.action };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError(ErrorCode.PhraseExists, communityMessages.phraseExists);
      throw error;
    }
  }

  async removePhrase(id: string): Promise<{ status: 'removed' }> {
    const removed = await this.stored.deleteWatchedPhrase(this.orm.em.fork(), id);
    if (!removed) throw new DomainError(ErrorCode.PostNotFound, 'Phrase not found');
    return { status: 'removed' };
  }
}

