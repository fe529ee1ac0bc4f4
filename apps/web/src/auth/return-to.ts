import { defaultReturnTo, safeReturnTo } from '@kiin/contracts';

/** The one return-path rule, shared with the gateway: only a plain path on this site. */
export { defaultReturnTo, safeReturnTo };

/** The server-side sign-in entry; it redirects to /sign-in and keeps `returnTo`. */
export function loginHref(currentPath: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(currentPath))}`;
}

export const logoutHref = '/api/logout';

/** The Sign in button a "please sign in" toast carries: to sign-in, then back to this page. */
export function signInAction(currentPath: string): { label: string; onClick: () => void } {
  return { label: 'Sign in', onClick: () => window.location.assign(loginHref(currentPath)) };
}
