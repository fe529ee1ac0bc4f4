import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DiscussionListQuery, sydneyTimeZone } from '@kiin/contracts';
import { type CursorPosition, cursorTimeSql } from './paging';
import { CommentRow, DiscussionRow, type StoredStatus } from './post.entities';

/** How much of a post is read to make its excerpt: plenty for 280 characters of plain text. */
const excerptSourceChars = 4000;

/** A discussion as a list shows it: the head of its content and the published comments' count. */
export interface ListedDiscussion {
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

/** Which discussions a page holds. */
export interface DiscussionFilter {
  /** The signed-in reader: their own held and hidden discussions show too. */
  readerId: string | null;
  access: DiscussionListQuery['access'];
  /** Only this member's discussions. */
  authorId?: string;
  /** An ILIKE pattern for title and content. */
  pattern?: string;
  /** The pattern may match a premium-only discussion's content (the reader can read it). */
  searchPremiumContent: boolean;
  after?: CursorPosition;
  /** Rows to read: one more than the page, to tell whether another follows. */
  take: number;
}

export interface ListedComment {
  id: string;
  discussion_id: string;
  author_id: string;
  content: string;
  content_html: string;
  status: StoredStatus;
  created_at: Date | string;
  cursor_at: string;
}

/** Which comments of a discussion a page holds. */
export interface CommentFilter {
  discussionId: string;
  /** Every comment but deleted ones (a moderator reads). */
  allButDeleted: boolean;
  /** The signed-in reader: their own held and hidden comments show too. */
  readerId: string | null;
  after?: CursorPosition;
  take: number;
}

/**
 * Discussions and comments. The lists, counts and view tally are typed SQL (filters built
 * from parts, aggregates, `on conflict`); single posts are entities. Every method runs on
 * the caller's `em`.
 */
@Injectable()
export class PostsRepository {
  findDiscussion(em: EntityManager, id: string): Promise<DiscussionRow | null> {
    return em.findOne(DiscussionRow, { id });
  }

  findComment(em: EntityManager, id: string): Promise<CommentRow | null> {
    return em.findOne(CommentRow, { id });
  }

  findDiscussions(em: EntityManager, ids: string[]): Promise<DiscussionRow[]> {
    return em.find(DiscussionRow, { id: { $in: ids } });
  }

  findComments(em: EntityManager, ids: string[]): Promise<CommentRow[]> {
    return em.find(CommentRow, { id: { $in: ids } });
  }

  /** A new discussion, persisted with the caller's next flush. */
  createDiscussion(
    em: EntityManager,
    fields: Pick<DiscussionRow, 'id' | 'authorId' | 'title' | 'content' | 'contentHtml' | 'isPremiumOnly' | 'status' | 'announced'>,
  ): DiscussionRow {
    return em.create(DiscussionRow, fields);
  }

  /** A new comment, persisted with the caller's next flush. */
  createComment(em: EntityManager, fields: Pick<CommentRow, 'id' | 'discussionId' | 'authorId' | 'content' | 'contentHtml' | 'status' | 'announced'>): CommentRow {
    return em.create(CommentRow, fields);
  }

  /** Published comments per discussion (an aggregate). */
  async commentCounts(em: EntityManager, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<{ discussion_id: string; n: string }[]>(
      `select discussion_id, count(*) as n from comment where status = 'published' and discussion_id in (?) group by discussion_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.discussion_id, Number(r.n)]));
  }

  /** Newest first, keyed on (created_at, id). */
  listDiscussions(em: EntityManager, filter: DiscussionFilter): Promise<ListedDiscussion[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.readerId) {
      where.push(`(d.status = 'published' or (d.author_id = ? and d.status in ('held', 'hidden')))`);
      params.push(filter.readerId);
    } else where.push(`d.status = 'published'`);
    if (filter.access !== 'all') where.push(filter.access === 'premium' ? 'd.is_premium_only' : 'not d.is_premium_only');
    if (filter.authorId) {
      where.push('d.author_id = ?');
      params.push(filter.authorId);
    }
    if (filter.pattern) {
      where.push(filter.searchPremiumContent ? '(d.title ilike ? or d.content ilike ?)' : '(d.title ilike ? or (not d.is_premium_only and d.content ilike ?))');
      params.push(filter.pattern, filter.pattern);
    }
    if (filter.after) {
      where.push('(d.created_at, d.id) < (?::timestamptz, ?::uuid)');
      params.push(filter.after.at, filter.after.id);
    }
    return em.execute<ListedDiscussion[]>(
      `select d.id, d.author_id, d.title, left(d.content, ${excerptSourceChars}) as content_head, length(d.content) > ${excerptSourceChars} as clipped,
              d.is_premium_only, d.status, d.views, d.created_at, ${cursorTimeSql('d.created_at')} as cursor_at,
              (select count(*) from comment c where c.discussion_id = d.id and c.status = 'published') as comment_count
         from discussion d
        where ${where.join(' and ')}
        order by d.created_at desc, d.id desc
        limit ?`,
      [...params, filter.take],
    );
  }

  /** Oldest first, keyed on (created_at, id). */
  listComments(em: EntityManager, filter: CommentFilter): Promise<ListedComment[]> {
    const where = ['c.discussion_id = ?'];
    const params: unknown[] = [filter.discussionId];
    if (filter.allButDeleted) where.push(`c.status <> 'deleted'`);
    else if (filter.readerId) {
      where.push(`(c.status = 'published' or (c.author_id = ? and c.status in ('held', 'hidden')))`);
      params.push(filter.readerId);
    } else where.push(`c.status = 'published'`);
    if (filter.after) {
      where.push('(c.created_at, c.id) > (?::timestamptz, ?::uuid)');
      params.push(filter.after.at, filter.after.id);
    }
    return em.execute<ListedComment[]>(
      `select c.id, c.discussion_id, c.author_id, c.content, c.content_html, c.status, c.created_at, ${cursorTimeSql('c.created_at')} as cursor_at
         from comment c
        where ${where.join(' and ')}
        order by c.created_at asc, c.id asc
        limit ?`,
      [...params, filter.take],
    );
  }

  /** Records the viewer's view of the day (`on conflict do nothing`): true for the day's first. */
  async recordView(em: EntityManager, discussionId: string, viewerKey: string): Promise<boolean> {
    const counted = await em.execute<{ discussion_id: string }[]>(
      `insert into discussion_view (discussion_id, viewer_key, day) values (?, ?, (now() at time zone ?)::date)
         on conflict do nothing returning discussion_id`,
      [discussionId, viewerKey, sydneyTimeZone],
    );
    return counted.length > 0;
  }

  /** An increment in the database, not of a value read earlier. */
  async addView(em: EntityManager, discussionId: string): Promise<void> {
    await em.execute('update discussion set views = views + 1 where id = ?', [discussionId]);
  }

  /** Discussions and comments the member posted in the last hour (an aggregate). */
  async postsLastHour(em: EntityManager, userId: string): Promise<number> {
    const recent = await em.execute<{ n: string }[]>(
      `select (select count(*) from discussion where author_id = ? and created_at > now() - interval '1 hour')
            + (select count(*) from comment where author_id = ? and created_at > now() - interval '1 hour') as n`,
      [userId, userId],
    );
    return Number(recent[0]?.n ?? 0);
  }
}
