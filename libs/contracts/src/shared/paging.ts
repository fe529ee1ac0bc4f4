import { z } from 'zod';

/**
 * Lists that grow with members or time come a page at a time (ADR 24): at most `maxPageSize`
 * items and an opaque cursor for the next page, `null` at the end. Stripe's list API is the
 * model: the server returns a page and how to ask for the next, never the table.
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The most items any page holds; a larger `limit` is capped to it. */
export const maxPageSize = 50;

/** The words a caller gets back for a `limit` or `cursor` the lists cannot use. */
export const pageQueryMessages = {
  limit: `limit must be a whole number from 1 to ${maxPageSize}`,
  cursor: 'cursor is not valid: it must be the nextCursor of an earlier page of this list. Leave it out to start from the first page.',
} as const;

/** A query value sent twice (`?q=a&q=b`) reaches the server as a list: one value is expected. */
export const singleQueryValue = (field: string) =>
  z.string({ error: (issue) => (Array.isArray(issue.input) ? `${field} must be given once` : `${field} must be text`) });

/** `limit`: `fallback` when left out, a 400 when not a page size, capped at `maxPageSize` (as Stripe caps it). */
export const pageLimit = (fallback: number) =>
  singleQueryValue('limit')
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      if (!/^\d{1,6}$/.test(v) || Number(v) < 1) {
        ctx.addIssue({ code: 'custom', message: pageQueryMessages.limit });
        return z.NEVER;
      }
      return Math.min(Number(v), maxPageSize);
    });

/** `cursor`: null for the first page; only its shape is checked here, the list that made it decodes it. */
export const pageCursor = singleQueryValue('cursor')
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null;
    if (v.length > 200 || !/^[A-Za-z0-9_-]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: pageQueryMessages.cursor });
      return z.NEVER;
    }
    return v;
  });

/** The `limit` and `cursor` of a paged list of `noun` (plural), `fallback` a page by default. */
export const pageQuerySchema = (noun: string, fallback: number) =>
  z.object({
    limit: pageLimit(fallback).meta({
      description: `${noun[0].toUpperCase()}${noun.slice(1)} per page, 1 to ${maxPageSize} (default ${fallback}; more is capped at ${maxPageSize})`,
      pattern: '^[0-9]+$',
    }),
    cursor: pageCursor.meta({ description: 'The nextCursor of the previous page; leave out for the first page' }),
  });
export interface PageQuery {
  limit: number;
  cursor: string | null;
}

/** A page's response schema: `items` of `item`, and the cursor of the next page or null at the end. */
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: item.array(), nextCursor: z.string().nullable() });

/** The query string for a page: the cursor, and the limit when one is asked for. */
export function pageSearch(query: { cursor?: string | null; limit?: number }): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The page size a service uses, whatever it was sent: the gateway has validated `limit`, but
 * a service answers other callers too, so it never reads more than a page holds.
 */
export const pageSizeOf = (limit: unknown, fallback: number): number =>
  typeof limit === 'number' && Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), maxPageSize) : fallback;
