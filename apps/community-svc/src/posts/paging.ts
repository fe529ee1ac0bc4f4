import { type CursorList, type CursorPosition, decodeCursor as decode, encodeCursor as encode } from '@kiin/service-kit';

export { cursorTimeSql, type CursorPosition } from '@kiin/service-kit';

/** Which list a cursor belongs to: a discussion cursor is refused by the comment list and back. */
export type CursorKind = 'discussions' | 'comments' | 'reviews' | 'kiinbox-queue' | 'kiinbox-held' | 'kiinbox-mine' | 'kiinbox-public';

const lists: Record<CursorKind, CursorList> = {
  discussions: { letter: 'd' },
  comments: { letter: 'c' },
  reviews: { letter: 'r', ranks: 2 },
  // The experts' queue: fair share (0), premium (1), free (2) (ADR 28).
  'kiinbox-queue': { letter: 'q', ranks: 3 },
  'kiinbox-held': { letter: 'h' },
  'kiinbox-mine': { letter: 'm' },
  'kiinbox-public': { letter: 'p' },
};

/** Opaque to callers: base64url of the list's letter, the time and the id (ADR 24). */
export const encodeCursor = (kind: CursorKind, position: CursorPosition): string => encode(lists[kind], position);

/** The position a cursor names, or a 400 a person can act on when it is not one this list gave out. */
export const decodeCursor = (kind: CursorKind, cursor: string): CursorPosition => decode(lists[kind], cursor);

/** `q` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
