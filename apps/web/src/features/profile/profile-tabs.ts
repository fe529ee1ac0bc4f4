/** The profile's tabs, in order, as `?tab=` names them. */
export const profileTabs = ['overview', 'achievements', 'conditions', 'membership'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const profileTabLabel: Record<ProfileTab, string> = {
  overview: 'Overview',
  achievements: 'Achievements',
  conditions: 'Conditions',
  membership: 'Membership',
};

/** The membership section's id: `/profile#premium` is where upgrade links elsewhere point. */
export const premiumAnchor = 'premium';

const isProfileTab = (value: string | null): value is ProfileTab => profileTabs.includes(value as ProfileTab);

/**
 * The tab a URL opens: `#premium` opens membership (links from the community and upsells
 * carry only the anchor), else `?tab=`, else the overview. An unknown value is the overview.
 */
export function tabFromUrl(tabParam: string | null, hash: string): ProfileTab {
  if (decodeURIComponent(hash.replace(/^#/, '')) === premiumAnchor) return 'membership';
  return isProfileTab(tabParam) ? tabParam : 'overview';
}

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;
