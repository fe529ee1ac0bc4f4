export const dashboardTabs = [
  { value: 'overview', label: 'Overview', premiumOnly: false },
  { value: 'learning', label: 'Learning', premiumOnly: false },
  { value: 'conditions', label: 'Conditions', premiumOnly: false },
  { value: 'coach', label: 'Coach', premiumOnly: true },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]['value'];

/** The tabs a member sees: the coach tab only for premium members (spec §6). */
export function visibleTabs(isPremium: boolean) {
  return dashboardTabs.filter((t) => isPremium || !t.premiumOnly);
}

/** The tab `?tab=` names, when the member may see it; otherwise the overview. */
export function tabFromParam(value: string | null, isPremium: boolean): DashboardTab {
  return visibleTabs(isPremium).find((t) => t.value === value)?.value ?? 'overview';
}
