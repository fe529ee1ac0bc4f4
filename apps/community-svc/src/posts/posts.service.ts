import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  anonymousAuthorName,
  type Actor,
  type Comment,
  type CommentListQuery,
  type CreateCommentBody,
  type CreateDiscussionBody,
  type CreatedComment,
  type CreatedDiscussion,
  type Discussion,
  type DiscussionListQuery,
  type DiscussionSummary,
  type Page,
  maxPageSize,
  pagingMessages,
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
import { DomainError, pageFrom, recordEvent, renderMarkdown, SafetyCheck } from '@kiin/service-kit';
import type { ReviewRow } from '../moderation/moderation.entities';
import { ModerationRepository } from '../moderation/moderation.repository';
import { excerptOf } from './excerpt';
import { containsPattern, decodeCursor, encodeCursor } from './paging';
import { decidePosting } from './policy';
import type { CommentRow, DiscussionRow, StoredStatus } from './post.entities';
import { type ListedDiscussion, PostsRepository } from './posts.repository';

const authorOf = (authorId: string, actor: Actor | null): PostAuthor =>
  actor?.userId === authorId
    ? { displayName: 'You', isYou: true }
    : { displayName: authorId === erasedMemberId ? formerMemberName : anonymousAuthorName, isYou: false };

/** What a reader sees of a status: deleted never reaches here. */
const visibleStatus = (s: StoredStatus): PostStatus => (s === 'deleted' ? 'hidden' : s);

/** Published posts are for everyone; held and hidden ones for their author and moderators. */
export const canSee = (row: { status: StoredStatus; authorId: string }, actor: Actor | null): boolean =>
  row.status === 'published' ||
  (row.status !== 'deleted' && (actor?.userId === row.authorId || hasAccess(actor, 'community.moderate')));

const premiumReader = (actor: Actor | null) => !!actor?.isPremium;

/** A page size within bounds whoever calls: nothing returns every row of a growing table. */
const pageSize = (limit: number): number => Math.min(Math.max(Math.trunc(limit) || 1, 1), maxPageSize);

@Injectable()
export class PostsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly safety: SafetyCheck,
    private readonly stored: PostsRepository,
    private readonly moderation: ModerationRepository,
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
      author: authorOf(row.authorId, actor),
      status: visibleStatus(row.status),
    };
  }

  toComment(row: Pick<CommentRow, 'id' | 'discussionId' | 'authorId' | 'content' | 'contentHtml' | 'status' | 'createdAt'>, actor: Actor | null): Comment {
    return {
      id: row.id,
      discussionId: row.discussionId,
      content: row.content,
      contentHtml: row.contentHtml,
      createdAt: row.createdAt.toISOString(),
      author: authorOf(row.authorId, actor),
      status: visibleStatus(row.status),
    };
  }

  /**
   * A page of discussions, newest first: published ones, and the reader's own held or hidden
   * ones. `q` matches title and content case-insensitively (spec §5), but never the withheld
   * content of a premium-only discussion; `access` is the tab; `mine` the reader's own.
   */
  async list(actor: Actor | null, query: DiscussionListQuery): Promise<Page<DiscussionSummary>> {
    if (query.mine && !actor) throw new DomainError(ErrorCode.AuthRequired, pagingMessages.mineSignedOut);
    const limit = pageSize(query.limit);
    const rows = await this.stored.listDiscussions(this.orm.em.fork(), {
      readerId: actor?.userId ?? null,
      access: query.access,
      authorId: query.mine ? actor!.userId : undefined,
      pattern: query.q ? containsPattern(query.q) : undefined,
      searchPremiumContent: premiumReader(actor),
      after: query.cursor ? decodeCursor('discussions', query.cursor) : undefined,
      take: limit + 1,
    });
    return pageFrom(
      rows,
      limit,
      (r) => this.toSummary(r, actor),
      (last) => encodeCursor('discussions', { at: last.cursor_at, id: last.id }),
    );
  }

  private toSummary(row: ListedDiscussion, actor: Actor | null): DiscussionSummary {
    const withheld = row.is_premium_only && !premiumReader(actor);
    return {
      id: row.id,
      title: row.title,
      excerpt: withheld ? null : excerptOf(row.content_head, { clipped: row.clipped }),
      isPremiumOnly: row.is_premium_only,
      createdAt: new Date(row.created_at).toISOString(),
      views: row.views,
      commentCount: Number(row.comment_count),
      author: authorOf(row.author_id, actor),
      status: visibleStatus(row.status),
    };
  }

  /** The discussion a reader may open: 404 when missing or not theirs to see, 403 when premium-only. */
  async readable(em: EntityManager, actor: Actor | null, id: string): Promise<DiscussionRow> {
    const row = await this.stored.findDiscussion(em, id);
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
      const counted = await this.stored.recordView(em, id, key);
      if (counted && row.status === 'published') {
        await this.stored.addView(em, id);
        row.views += 1;
      }
      const counts = await this.stored.commentCounts(em, [id]);
      return this.toDiscussion(row, actor, counts.get(id) ?? 0);
    });
  }

  /**
   * A page of comments, oldest first: published ones, and held or hidden ones to their author
   * and moderators.
   */
  async comments(actor: Actor | null, discussionId: string, query: CommentListQuery): Promise<Page<Comment>> {
    const em = this.orm.em.fork();
    await this.readable(em, actor, discussionId);
    const limit = pageSize(query.limit);
    const rows = await this.stored.listComments(em, {
      discussionId,
      allButDeleted: hasAccess(actor, 'community.moderate'),
      readerId: actor?.userId ?? null,
      after: query.cursor ? decodeCursor('comments', query.cursor) : undefined,
      take: limit + 1,
    });
    return pageFrom(
      rows,
      limit,
      (r) =>
        this.toComment(
          {
            id: r.id,
            discussionId: r.discussion_id,
            authorId: r.author_id,
            content: r.content,
            contentHtml: r.content_html,
            status: r.status,
            createdAt: new Date(r.created_at),
          },
          actor,
        ),
      (last) => encodeCursor('comments', { at: last.cursor_at, id: last.id }),
    );
  }

  /** Applies the posting rules; returns what to store and tell, or throws for a refused post. */
  private async decide(em: EntityManager, actor: Actor, fields: string[]) {
    const text = fields.join('\n');
    const phrases = await this.moderation.findWatchedPhrases(em);
    const standing = await this.moderation.findStanding(em, actor.userId);
    const postsLastHour = await this.stored.postsLastHour(em, actor.userId);
    const safety = await this.safety.assessAll(fields);
    const decision = decidePosting({
      isStaff: hasAccess(actor, 'community.moderate'),
      approvedPosts: standing?.approvedPosts ?? 0,
      firstPostAt: standing?.firstPostAt ?? null,
      postsLastHour,
      now: new Date(),
      watched: watchedAction(text, phrases),
      crisis: safety.crisis,
    });
    if (decision.kind === 'blocked') throw new DomainError(ErrorCode.PostBlocked, decision.message);
    if (decision.kind === 'rate-limited') throw new DomainError(ErrorCode.PostRateLimited, decision.message);
    if (!standing) await this.moderation.ensureStanding(em, actor.userId);
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
    this.moderation.createReview(em, { id: randomUUID(), postType, postId, discussionId, reasons: decision.review, priority: decision.priority });
    if (!decision.crisis) return;
    if (!(await this.moderation.claimCrisisAlert(em, author, crisisAlertMinutesPerAuthor))) return;
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
      const row = this.stored.createDiscussion(em, {
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
        notice: decision.notice && `${decision.notice} ${communityMessages.heldPoints('discussion')}`,
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
      const row = this.stored.createComment(em, {
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
        notice: decision.notice && `${decision.notice} ${communityMessages.heldPoints('comment')}`,
        showCrisisCard: decision.crisis,
        crisisFamilies: decision.crisisFamilies,
      };
    });
  }
}
