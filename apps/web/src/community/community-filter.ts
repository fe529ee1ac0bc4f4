import type { Discussion } from '@kiin/contracts';

export type CommunityTab = 'all' | 'free' | 'premium';
export const communityTabs: { value: CommunityTab; label: string }[] = [
  { value: 'all', label: 'All Discussions' },
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
];

/** Case-insensitive substring match on title and content (spec §5), then the tab. */
export function filterDiscussions(list: readonly Discussion[], tab: CommunityTab, query: string): Discussion[] {
  const q = query.trim().toLowerCase();
  return list.filter(
    (d) =>
      (tab === 'all' || (tab === 'premium') === d.isPremiumOnly) &&
      (!q || d.title.toLowerCase().includes(q) || (d.content ?? '').toLowerCase().includes(q)),
  );
}

/** The empty state of each tab (spec §2). */
export const emptyStates: Record<CommunityTab, { title: string; text?: string }> = {
  all: { title: 'No discussions found', text: 'Be the first to start a discussion in our community!' },
  free: { title: 'No free discussions found matching your criteria.' },
  premium: { title: 'No premium discussions found matching your criteria.' },
};
