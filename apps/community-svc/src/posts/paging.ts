import { ErrorCode, pagingMessages } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';

/** Which list a cursor belongs to: a discussion cursor is refused by the comment list and back. */
export type CursorKind = 'discussions' | 'comments' | 'reviews';

/**
 * Where a page ended: the last row's creation time, to the microsecond as PostgreSQL keeps it
 * (a JavaScript date would round it and skip or repeat rows), and its id, which orders rows
 * written in the same microsecond.
 */
export interface CursorPosition {
  at: string;
  id: string;
  /** A list ordered by a rank first (the moderation queue: crisis, 0, before the rest, 1). */
  rank?: 0 | 1;
}

const kinds: Record<CursorKind, string> = { discussions: 'd', comments: 'c', reviews: 'r' };
const ranked: ReadonlySet<CursorKind> = new Set(['reviews']);
/** `2026-11-26T10:00:00.123456Z`: what `cursorTimeSql` writes. */
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The SQL that renders a row's `created_at` for a cursor, in UTC, with microseconds. */
export const cursorTimeSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Opaque to callers: base64url of the list's letter, the time and the id. */
export function encodeCursor(kind: CursorKind, position: CursorPosition): string {
  const parts = [kinds[kind], position.at, position.id, ...(ranked.has(kind) ? [String(position.rank ?? 1)] : [])];
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** The position a cursor names, or a 400 a person can act on when it is not one this list gave out. */
export function decodeCursor(kind: CursorKind, cursor: string): CursorPosition {
  const fail = () => new DomainError(ErrorCode.ValidationFailed, pagingMessages.cursor);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw fail();
  const [letter, at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (letter !== kinds[kind] || !timestamp.test(at ?? '') || !uuid.test(id ?? '')) throw fail();
  if (Number.isNaN(Date.parse(at))) throw fail();
  if (!ranked.has(kind)) {
    if (rest.length > 0) throw fail();
    return { at, id };
  }
  if (rest.length !== 1 || (rest[0] !== '0' && rest[0] !== '1')) throw fail();
  return { at, id, rank: rest[0] === '0' ? 0 : 1 };
}

/** `q` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
