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

export const discussionNoun = { one: 'discussion', many: 'discussions' } as const;
export const commentNoun = { one: 'comment', many: 'comments' } as const;
