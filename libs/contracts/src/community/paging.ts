import { z } from 'zod';
import { text, trimInvisible } from '../shared/fields';
import type { Discussion } from './domain';
import { maxPageSize, pageCursor, pageLimit, pageQueryMessages, pageQuerySchema, singleQueryValue } from '../shared/paging';

export const discussionPageSize = 20;
export const commentPageSize = 50;
export const reviewPageSize = 20;
/** A list item's excerpt: about this many characters of the content as plain text. */
export const excerptLength = 280;
export const searchMaxLength = 200;

export const discussionAccessFilters = ['all', 'free', 'premium'] as const;
export type DiscussionAccessFilter = (typeof discussionAccessFilters)[number];

/**
 * A discussion in a list: everything the list shows, with a plain-text excerpt instead of
 * the body (the thread, `GET /api/discussions/{id}`, carries the full body).
 */
export interface DiscussionSummary extends Omit<Discussion, 'content' | 'contentHtml'> {
  /** About the first 280 characters of the content as plain text; null when withheld (premium-only for a non-premium reader). */
  excerpt: string | null;
}

export const pagingMessages = {
  ...pageQueryMessages,
  access: `access must be one of: ${discussionAccessFilters.join(', ')}`,
  mine: 'mine must be true or false',
  mineSignedOut: 'Sign in to see your own discussions.',
  searchTooLong: `q must be at most ${searchMaxLength} characters`,
} as const;

/** `GET /api/discussions`: `limit`, `cursor`, `q` (search), `access` (the tabs), `mine` (the reader's own). */
export const DiscussionListQuerySchema = z.object({
  limit: pageLimit(discussionPageSize).meta({ description: `Discussions per page, 1 to ${maxPageSize} (default ${discussionPageSize}; more is capped at ${maxPageSize})`, pattern: '^[0-9]+$' }),
  cursor: pageCursor.meta({ description: 'The nextCursor of the previous page; leave out for the first page' }),
  q: text('q')
    .overwrite(trimInvisible)
    .max(searchMaxLength, pagingMessages.searchTooLong)
    .optional()
    .transform((v) => v ?? '')
    .meta({ description: 'Search: a case-insensitive substring of the title or the content' }),
  access: singleQueryValue('access')
    .optional()
    .transform((v, ctx): DiscussionAccessFilter => {
      if (v === undefined || v === '') return 'all';
      if (!(discussionAccessFilters as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: pagingMessages.access });
        return z.NEVER;
      }
      return v as DiscussionAccessFilter;
    })
    .meta({ description: 'The tabs: all (default), free or premium-only discussions', enum: [...discussionAccessFilters] }),
  mine: singleQueryValue('mine')
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (v === 'true') return true;
      ctx.addIssue({ code: 'custom', message: pagingMessages.mine });
      return z.NEVER;
    })
    .meta({ description: "true: only the signed-in reader's own discussions (401 for a visitor)", enum: ['true', 'false'] }),
});
export type DiscussionListQuery = z.output<typeof DiscussionListQuerySchema>;

/** `GET /api/discussions/{id}/comments`: `limit` and `cursor`. */
export const CommentListQuerySchema = pageQuerySchema('comments', commentPageSize);
export type CommentListQuery = z.output<typeof CommentListQuerySchema>;

/** `GET /api/moderation/queue`: `limit` and `cursor` (crisis first, then oldest first). */
export const ModerationQueueQuerySchema = pageQuerySchema('reviews', reviewPageSize);
export type ModerationQueueQuery = z.output<typeof ModerationQueueQuerySchema>;

/** The web app's query string for a page of discussions: only what differs from the defaults. */
export function discussionListSearch(query: Partial<{ limit: number; cursor: string | null; q: string; access: DiscussionAccessFilter; mine: boolean }>): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  const q = trimInvisible(query.q ?? '');
  if (q) params.set('q', q);
  if (query.access && query.access !== 'all') params.set('access', query.access);
  if (query.mine) params.set('mine', 'true');
  const s = params.toString();
  return s ? `?${s}` : '';
}
