import type { DiscussionAccessFilter } from '@kiin/contracts';

/** The tabs are the server's `access` filter: all, free or premium-only. */
export type CommunityTab = DiscussionAccessFilter;
export const communityTabs: { value: CommunityTab; label: string }[] = [
  { value: 'all', label: 'All Discussions' },
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
];

/** The search box asks the server once typing pauses this long. */
export const searchDebounceMs = 300;

/** The empty state of each tab (spec §2). */
export const emptyStates: Record<CommunityTab, { title: string; text?: string }> = {
  all: { title: 'No discussions found', text: 'Be the first to start a discussion in our community!' },
  free: { title: 'No free discussions found matching your criteria.' },
  premium: { title: 'No premium discussions found matching your criteria.' },
};

/**
 * What an empty list says: a search that finds nothing says so and suggests other words,
 * rather than inviting the reader to be the first to post (spec §2's text is for the list itself).
 */
export function emptyStateFor(tab: CommunityTab, q: string): { title: string; text?: string } {
  if (!q) return emptyStates[tab];
  return { title: emptyStates[tab].title, text: `Nothing here matches “${q}”. Try fewer or different words.` };
}

export const discussionNoun = { one: 'discussion', many: 'discussions' } as const;
export const commentNoun = { one: 'comment', many: 'comments' } as const;
