import { loginHref } from '../auth/return-to';

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

/** The public links a reader is offered: a member has joined, so Join is not among theirs. */
export const publicLinksFor = (signedIn: boolean): NavItem[] => (signedIn ? publicLinks.filter((link) => link.to !== '/join') : publicLinks);

/** Member-area links for a signed-in user; Log out is a full navigation, kept apart. */
export const memberLinks: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/member/kliinics', label: 'kliinics' },
  { to: '/member/learn', label: 'Learn' },
  { to: '/member/connect', label: 'Connect' },
  { to: '/member/kiinbox', label: 'kiinbox' },
  // Premium members' coach; a free member finds there what it is and how to get it.
  { to: '/coach', label: 'Care Coach' },
  { to: '/profile', label: 'Profile' },
];

/** The footer's Quick Links: a member is offered their dashboard where a visitor is offered Join. */
export const quickLinksFor = (signedIn: boolean): NavItem[] => [
  { to: '/', label: 'Home' },
  ...publicLinksFor(signedIn),
  ...(signedIn ? [{ to: '/dashboard', label: 'Dashboard' }] : []),
];

export const companyLinks: NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/about#team', label: 'Our Team' },
  { to: '/contact', label: 'Contact Us' },
];

/** Sign up takes the sign-in route too (spec §2), asking it to open on the create-account form. */
export function signUpHref(currentPath: string): string {
  return `${loginHref(currentPath)}&mode=sign-up`;
}

/** Small links under the footer's copyright line. */
export const legalLinks: NavItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
];
