import { ErrorCode, pageQueryMessages } from '@kiin/contracts';
import { DomainError } from '../rpc/domain-error';

/**
 * Where a page ended: the last row's time, to the microsecond as PostgreSQL keeps it (a
 * JavaScript date would round it and skip or repeat rows), and its id, which orders rows of
 * the same microsecond (ADR 24).
 */
export interface CursorPosition {
  at: string;
  id: string;
  /** A list ordered by a rank first (the moderation queue: crisis, 0, before the rest, 1). */
  rank?: number;
}

/**
 * One list's cursors: `letter` names the list, so a cursor of another list is refused;
 * `ranks` is how many ranks the list orders by before the time (none: 0).
 */
export interface CursorList {
  letter: string;
  ranks?: number;
}

/** `2026-11-26T10:00:00.123456Z`: what `cursorTimeSql` writes. */
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The SQL that renders a row's time for a cursor, in UTC, with microseconds. */
export const cursorTimeSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Opaque to callers: base64url of the list's letter, the time, the id and the rank of a ranked list. */
export function encodeCursor(list: CursorList, position: CursorPosition): string {
  const parts = [list.letter, position.at, position.id, ...(list.ranks ? [String(position.rank ?? list.ranks - 1)] : [])];
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** The position a cursor names, or a 400 a person can act on when it is not one this list gave out. */
export function decodeCursor(list: CursorList, cursor: string): CursorPosition {
  const fail = () => new DomainError(ErrorCode.ValidationFailed, pageQueryMessages.cursor);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw fail();
  const [letter, at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (letter !== list.letter || !timestamp.test(at ?? '') || !uuid.test(id ?? '')) throw fail();
  if (Number.isNaN(Date.parse(at))) throw fail();
  if (!list.ranks) {
    if (rest.length > 0) throw fail();
    return { at, id };
  }
  const rank = rest.length === 1 && /^\d$/.test(rest[0]) ? Number(rest[0]) : -1;
  if (rank < 0 || rank >= list.ranks) throw fail();
  return { at, id, rank };
}

/**
 * One page from rows read with a limit of `limit + 1`: the extra row only says that a next
 * page exists, and the cursor is the last shown row's position.
 */
export function pageFrom<R, T>(rows: readonly R[], limit: number, item: (row: R) => T, cursorOf: (last: R) => string): { items: T[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: shown.map(item), nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
