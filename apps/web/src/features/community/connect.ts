import type { Discussion } from '@kiin/contracts';

type Listed = Pick<Discussion, 'createdAt' | 'author'>;

/** /member/connect shows this many of the newest discussions. */
export const newestCount = 5;

/** Newest first, at most `count`. */
export function newestDiscussions<T extends Listed>(list: readonly T[], count = newestCount): T[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

/** The reader's own discussions, newest first. */
export function ownDiscussions<T extends Listed>(list: readonly T[]): T[] {
  return newestDiscussions(
    list.filter((d) => d.author.isYou),
    Infinity,
  );
}

/** As on /community: premium-only discussions are locked for anyone but premium members and their author. */
export function isLockedFor(discussion: Pick<Discussion, 'isPremiumOnly' | 'author'>, isPremium: boolean): boolean {
  return discussion.isPremiumOnly && !isPremium && !discussion.author.isYou;
}
