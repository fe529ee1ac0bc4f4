import type { ContentItem } from '@kiin/contracts';

/** The dashboard and /member/learn suggest this many items (spec §9). */
export const recommendationCount = 3;

export interface RecommendationInput {
  /** Each saved condition's content, in the order the member saved the conditions. */
  byCondition: readonly (readonly ContentItem[])[];
  /** The public catalogue (GET /api/content/free), used to fill up. */
  library: readonly ContentItem[];
  completedIds: ReadonlySet<string>;
  isPremium: boolean;
  count?: number;
}

/** Never an item the member has finished, nor a premium item they cannot open. */
export function isRecommendable(item: ContentItem, completedIds: ReadonlySet<string>, isPremium: boolean): boolean {
  if (completedIds.has(item.id)) return false;
  return !item.locked && (isPremium || !item.isPremium);
}

/** One from each list in turn: a member with three conditions hears about all three. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      if (i < list.length) out.push(list[i]);
    }
  }
  return out;
}

/**
 * Something to read, watch or listen to comes before a website (a place to visit, with
 * nothing to finish), within each source; the order is otherwise kept.
 */
const finishableFirst = (items: ContentItem[]): ContentItem[] => [
  ...items.filter((i) => i.type !== 'website'),
  ...items.filter((i) => i.type === 'website'),
];

/**
 * What to read next: content for the member's saved conditions that they have not
 * completed, then the free library when the conditions give fewer than `count`.
 */
export function pickRecommendations({ byCondition, library, completedIds, isPremium, count = recommendationCount }: RecommendationInput): ContentItem[] {
  const seen = new Set<string>();
  const open = (items: readonly ContentItem[]) => items.filter((item) => isRecommendable(item, completedIds, isPremium));
  const unseen = (items: readonly ContentItem[]): ContentItem[] =>
    items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
  // Each condition's next unfinished item in turn.
  const fromConditions = finishableFirst(unseen(interleave(byCondition.map(open))));
  if (fromConditions.length >= count) return fromConditions.slice(0, count);
  const fromLibrary = finishableFirst(unseen(open(library)));
  return [...fromConditions, ...fromLibrary].slice(0, count);
}
