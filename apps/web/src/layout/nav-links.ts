export interface NavItem {
  to: string;
  label: string;
}

/** Header links everyone sees (spec §2). */
export const publicLinks: NavItem[] = [
  { to: '/resources', label: 'Resources' },
  { to: '/kliinics', label: 'kliinics' },
  { to: '/village', label: 'Village' },
  { to: '/about', label: 'About' },
  { to: '/join', label: 'Join' },
];

/** Member-area links for a signed-in user; Log out is a full navigation, kept apart. */
export const memberLinks: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/member/kliinics', label: 'kliinics' },
  { to: '/member/learn', label: 'Learn' },
  { to: '/member/connect', label: 'Connect' },
  { to: '/profile', label: 'Profile' },
];

export const quickLinks: NavItem[] = [{ to: '/', label: 'Home' }, ...publicLinks];

export const companyLinks: NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/about#team', label: 'Our Team' },
  { to: '/contact', label: 'Contact Us' },
];
