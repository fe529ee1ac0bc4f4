import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type Actor,
  type Comment,
  type CreateCommentBody,
  type CreateDiscussionBody,
  type CreatedComment,
  type CreatedDiscussion,
  type Discussion,
  commentProblem,
  communityMessages,
  discussionProblem,
  erasedMemberId,
  ErrorCode,
  errorMessage,
  formerMemberName,
  hasAccess,
  type PostAuthor,
  type PostStatus,
  type PostType,
  crisisAlertMinutesPerAuthor,
  ServiceName,
  watchedAction,
} from '@kiin/contracts';
import { DomainError, recordEvent, SafetyCheck } from '@kiin/service-kit';
import { MemberStanding, ReviewRow, WatchedPhraseRow } from '../moderation/moderation.entities';
import { renderMarkdown } from './markdown';
import { decidePosting } from './policy';
import { CommentRow, DiscussionRow, type StoredStatus } from './post.entities';

const authorOf = (authorId: string, actor: Actor | null, name: string): PostAuthor =>
  actor?.userId === authorId
    ? { displayName: 'You', isYou: true }
    : { displayName: authorId === erasedMemberId ? formerMemberName : name, isYou: false };

/** What a reader sees of a status: deleted never reaches here. */
const visibleStatus = (s: StoredStatus): PostStatus => (s === 'deleted' ? 'hidden' : s);

/** Published posts are for everyone; held and hidden ones for their author and moderators. */
export const canSee = (row: { status: StoredStatus; authorId: string }, actor: Actor | null): boolean =>
  row.status === 'published' ||
  (row.status !== 'deleted' && (actor?.userId === row.authorId || hasAccess(actor, 'community.moderate')));

const premiumReader = (actor: Actor | null) => !!actor?.isPremium;

@Injectable()
export class PostsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly safety: SafetyCheck,
  ) {}

  toDiscussion(row: DiscussionRow, actor: Actor | null, commentCount: number): Discussion {
    const withheld = row.isPremiumOnly && !premiumReader(actor);
    return {
      id: row.id,
      title: row.title,
      content: withheld ? null : row.content,
      contentHtml: withheld ? null : row.contentHtml,
      isPremiumOnly: row.isPremiumOnly,
      createdAt: row.createdAt.toISOString(),
      views: row.views,
      commentCount,
      author: authorOf(row.authorId, actor, 'Community member'),
      status: visibleStatus(row.status),
    };
  }

  toComment(row: CommentRow, actor: Actor | null): Comment {
    return {
      id: row.id,
      discussionId: row.discussionId,
      content: row.content,
      contentHtml: row.contentHtml,
      createdAt: row.createdAt.toISOString(),
      author: authorOf(row.authorId, actor, 'Anonymous User'),
      status: visibleStatus(row.status),
    };
  }

  private async commentCounts(em: EntityManager, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<{ discussion_id: string; n: string }[]>(
      `select discussion_id, count(*) as n from comment where status = 'published' and discussion_id in (?) group by discussion_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.discussion_id, Number(r.n)]));
  }

  /** Newest first: published discussions, and the reader's own held or hidden ones. */
  async list(actor: Actor | null): Promise<Discussion[]> {
    const em = this.orm.em.fork();
    const where = actor
      ? { $or: [{ status: 'published' as const }, { authorId: actor.userId, status: { $in: ['held', 'hidden'] as StoredStatus[] } }] }
      : { status: 'published' as const };
    const rows = await em.find(DiscussionRow, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const counts = await this.commentCounts(em, rows.map((r) => r.id));
    return rows.map((r) => this.toDiscussion(r, actor, counts.get(r.id) ?? 0));
  }

  /** The discussion a reader may open: 404 when missing or not theirs to see, 403 when premium-only. */
  async readable(em: EntityManager, actor: Actor | null, id: string): Promise<DiscussionRow> {
    const row = await em.findOne(DiscussionRow, { id });
    if (!row || !canSee(row, actor)) {
      throw new DomainError(ErrorCode.DiscussionNotFound, communityMessages.discussionNotFound);
    }
    if (row.isPremiumOnly && !premiumReader(actor) && row.authorId !== actor?.userId) {
      throw new DomainError(ErrorCode.PremiumRequired, errorMessage.premiumRequired);
    }
    return row;
  }

  /**
   * One discussion; counts a view at most once per viewer per day (`viewerKey` is the member's
   * id, or a hash of the visitor's address made by the gateway).
   */
  async get(actor: Actor | null, id: string, viewerKey: string): Promise<Discussion> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.readable(em, actor, id);
      const key = actor ? `member:${actor.userId}` : `visitor:${viewerKey}`;
      const counted = await em.execute<unknown[]>(
        `insert into discussion_view (discussion_id, viewer_key, day) values (?, ?, (now() at time zone 'Australia/Sydney')::date)
         on conflict do nothing returning discussion_id`,
        [id, key],
      );
      if (counted.length > 0 && row.status === 'published') {
        await em.execute('update discussion set views = views + 1 where id = ?', [id]);
        row.views += 1;
      }
      const counts = await this.commentCounts(em, [id]);
      return this.toDiscussion(row, actor, counts.get(id) ?? 0);
    });
  }

  /** Oldest first: published comments, and the reader's own held or hidden ones. */
  async comments(actor: Actor | null, discussionId: string): Promise<Comment[]> {
    const em = this.orm.em.fork();
    await this.readable(em, actor, discussionId);
    const rows = await em.find(CommentRow, { discussionId, status: { $ne: 'deleted' } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.filter((r) => canSee(r, actor)).map((r) => this.toComment(r, actor));
  }

  /** Applies the posting rules; returns what to store and tell, or throws for a refused post. */
  private async decide(em: EntityManager, actor: Actor, fields: string[]) {
    const text = fields.join('\n');
    const phrases = await em.find(WatchedPhraseRow, {});
    const standing = await em.findOne(MemberStanding, { userId: actor.userId });
    const recent = await em.execute<{ n: string }[]>(
      `select (select count(*) from discussion where author_id = ? and created_at > now() - interval '1 hour')
            + (select count(*) from comment where author_id = ? and created_at > now() - interval '1 hour') as n`,
      [actor.userId, actor.userId],
    );
    const safety = await this.safety.assessAll(fields);
    const decision = decidePosting({
      isStaff: hasAccess(actor, 'community.moderate'),
      approvedPosts: standing?.approvedPosts ?? 0,
      firstPostAt: standing?.firstPostAt ?? null,
      postsLastHour: Number(recent[0]?.n ?? 0),
      now: new Date(),
      watched: watchedAction(text, phrases),
      crisis: safety.crisis,
    });
    if (decision.kind === 'blocked') throw new DomainError(ErrorCode.PostBlocked, decision.message);
    if (decision.kind === 'rate-limited') throw new DomainError(ErrorCode.PostRateLimited, decision.message);
    if (!standing) await em.execute('insert into member_standing (user_id) values (?) on conflict do nothing', [actor.userId]);
    return { ...decision, crisis: safety.crisis, crisisFamilies: safety.families };
  }

  /**
   * Opens the post's review when it needs one. Moderators are mailed about a crisis post at
   * once, but about one author at most once an hour (the queue still shows every post first).
   */
  private async openReview(
    em: EntityManager,
    author: string,
    postType: PostType,
    postId: string,
    discussionId: string,
    decision: { review: ReviewRow['reasons']; priority: boolean; crisis: boolean },
  ) {
    if (decision.review.length === 0) return;
    em.create(ReviewRow, { id: randomUUID(), postType, postId, discussionId, reasons: decision.review, priority: decision.priority });
    if (!decision.crisis) return;
    const alerted = await em.execute<unknown[]>(
      `update member_standing set last_crisis_alert_at = now()
        where user_id = ? and (last_crisis_alert_at is null or last_crisis_alert_at < now() - make_interval(mins => ?))
        returning user_id`,
      [author, crisisAlertMinutesPerAuthor],
    );
    if (alerted.length === 0) return;
    recordEvent(em, ServiceName.Community, 'post.crisis-flagged.v1', postId, {
      postId,
      postType,
      discussionId,
      flaggedAt: new Date().toISOString(),
    });
  }

  async createDiscussion(actor: Actor, body: CreateDiscussionBody): Promise<CreatedDiscussion> {
    const problem = discussionProblem(body.title, body.content);
    if (problem) throw new DomainError(ErrorCode.ValidationFailed, problem);
    if (body.isPremiumOnly && !actor.isPremium) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.premiumRequired);
    const title = body.title.trim();
    const content = body.content.trim();
    return this.orm.em.fork().transactional(async (em) => {
      const decision = await this.decide(em, actor, [title, content]);
      const row = em.create(DiscussionRow, {
        id: randomUUID(),
        authorId: actor.userId,
        title,
        content,
        contentHtml: renderMarkdown(content),
        isPremiumOnly: body.isPremiumOnly,
        status: decision.status,
        announced: decision.status === 'published',
      });
      if (decision.status === 'published') {
        recordEvent(em, ServiceName.Community, 'discussion.created.v1', actor.userId, {
          userId: actor.userId,
          discussionId: row.id,
          isPremiumOnly: row.isPremiumOnly,
        });
      }
      await this.openReview(em, actor.userId, 'discussion', row.id, row.id, decision);
      await em.flush();
      return {
        discussion: this.toDiscussion(row, actor, 0),
        status: decision.status,
        notice: decision.notice,
        showCrisisCard: decision.crisis,
        crisisFamilies: decision.crisisFamilies,
      };
    });
  }

  async createComment(actor: Actor, discussionId: string, body: CreateCommentBody): Promise<CreatedComment> {
    const problem = commentProblem(body.content);
    if (problem) throw new DomainError(ErrorCode.ValidationFailed, problem);
    const content = body.content.trim();
    return this.orm.em.fork().transactional(async (em) => {
      await this.readable(em, actor, discussionId);
      const decision = await this.decide(em, actor, [content]);
      const row = em.create(CommentRow, {
        id: randomUUID(),
        discussionId,
        authorId: actor.userId,
        content,
        contentHtml: renderMarkdown(content),
        status: decision.status,
        announced: decision.status === 'published',
      });
      if (decision.status === 'published') {
        recordEvent(em, ServiceName.Community, 'comment.created.v1', actor.userId, {
          userId: actor.userId,
          discussionId,
          commentId: row.id,
        });
      }
      await this.openReview(em, actor.userId, 'comment', row.id, discussionId, decision);
      await em.flush();
      return {
        comment: this.toComment(row, actor),
        status: decision.status,
        notice: decision.notice,
        showCrisisCard: decision.crisis,
        crisisFamilies: decision.crisisFamilies,
      };
    });
  }
}
