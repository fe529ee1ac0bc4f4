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
  sydneyTimeZone,
  watchedAction,
} from '@kiin/contracts';
import { DomainError, pageFrom, recordEvent, SafetyCheck } from '@kiin/service-kit';
import { MemberStanding, ReviewRow, WatchedPhraseRow } from '../moderation/moderation.entities';
import { excerptOf } from './excerpt';
import { renderMarkdown } from './markdown';
import { containsPattern, cursorTimeSql, decodeCursor, encodeCursor } from './paging';
import { decidePosting } from './policy';
import { CommentRow, DiscussionRow, type StoredStatus } from './post.entities';

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

/** How much of a post is read to make its excerpt: plenty for 280 characters of plain text. */
const excerptSourceChars = 4000;

/** A page size within bounds whoever calls: nothing returns every row of a growing table. */
const pageSize = (limit: number): number => Math.min(Math.max(Math.trunc(limit) || 1, 1), maxPageSize);

interface ListedDiscussion {
  id: string;
  author_id: string;
  title: string;
  content_head: string;
  clipped: boolean;
  is_premium_only: boolean;
  status: StoredStatus;
  views: number;
  created_at: Date | string;
  cursor_at: string;
  comment_count: string | number;
}

interface ListedComment {
  id: string;
  discussion_id: string;
  author_id: string;
  content: string;
  content_html: string;
  status: StoredStatus;
  created_at: Date | string;
  cursor_at: string;
}

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

  private async commentCounts(em: EntityManager, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<{ discussion_id: string; n: string }[]>(
      `select discussion_id, count(*) as n from comment where status = 'published' and discussion_id in (?) group by discussion_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.discussion_id, Number(r.n)]));
  }

  /**
   * A page of discussions, newest first: published ones, and the reader's own held or hidden
   * ones. `q` matches title and content case-insensitively (spec §5), but never the withheld
   * content of a premium-only discussion; `access` is the tab; `mine` the reader's own.
   */
  async list(actor: Actor | null, query: DiscussionListQuery): Promise<Page<DiscussionSummary>> {
    if (query.mine && !actor) throw new DomainError(ErrorCode.AuthRequired, pagingMessages.mineSignedOut);
    const limit = pageSize(query.limit);
    const where: string[] = [];
    const params: unknown[] = [];
    if (actor) {
      where.push(`(d.status = 'published' or (d.author_id = ? and d.status in ('held', 'hidden')))`);
      params.push(actor.userId);
    } else where.push(`d.status = 'published'`);
    if (query.access !== 'all') where.push(query.access === 'premium' ? 'd.is_premium_only' : 'not d.is_premium_only');
    if (query.mine) {
      where.push('d.author_id = ?');
      params.push(actor!.userId);
    }
    if (query.q) {
      const pattern = containsPattern(query.q);
      where.push(premiumReader(actor) ? '(d.title ilike ? or d.content ilike ?)' : '(d.title ilike ? or (not d.is_premium_only and d.content ilike ?))');
      params.push(pattern, pattern);
    }
    if (query.cursor) {
      const after = decodeCursor('discussions', query.cursor);
      where.push('(d.created_at, d.id) < (?::timestamptz, ?::uuid)');
      params.push(after.at, after.id);
    }
    const rows = await this.orm.em.fork().execute<ListedDiscussion[]>(
      `select d.id, d.author_id, d.title, left(d.content, ${excerptSourceChars}) as content_head, length(d.content) > ${excerptSourceChars} as clipped,
              d.is_premium_only, d.status, d.views, d.created_at, ${cursorTimeSql('d.created_at')} as cursor_at,
              (select count(*) from comment c where c.discussion_id = d.id and c.status = 'published') as comment_count
         from discussion d
        where ${where.join(' and ')}
        order by d.created_at desc, d.id desc
        limit ?`,
      [...params, limit + 1],
    );
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
        `insert into discussion_view (discussion_id, viewer_key, day) values (?, ?, (now() at time zone ?)::date)
         on conflict do nothing returning discussion_id`,
        [id, key, sydneyTimeZone],
      );
      if (counted.length > 0 && row.status === 'published') {
        await em.execute('update discussion set views = views + 1 where id = ?', [id]);
        row.views += 1;
      }
      const counts = await this.commentCounts(em, [id]);
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
    const where = ['c.discussion_id = ?'];
    const params: unknown[] = [discussionId];
    if (hasAccess(actor, 'community.moderate')) where.push(`c.status <> 'deleted'`);
    else if (actor) {
      where.push(`(c.status = 'published' or (c.author_id = ? and c.status in ('held', 'hidden')))`);
      params.push(actor.userId);
    } else where.push(`c.status = 'published'`);
    if (query.cursor) {
      const after = decodeCursor('comments', query.cursor);
      where.push('(c.created_at, c.id) > (?::timestamptz, ?::uuid)');
      params.push(after.at, after.id);
    }
    const rows = await em.execute<ListedComment[]>(
      `select c.id, c.discussion_id, c.author_id, c.content, c.content_html, c.status, c.created_at, ${cursorTimeSql('c.created_at')} as cursor_at
         from comment c
        where ${where.join(' and ')}
        order by c.created_at asc, c.id asc
        limit ?`,
      [...params, limit + 1],
    );
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
        notice: decision.notice && `${decision.notice} ${communityMessages.heldPoints('comment')}`,
        showCrisisCard: decision.crisis,
        crisisFamilies: decision.crisisFamilies,
      };
    });
  }
}
