import { defaultReturnTo, safeReturnTo } from '@kiin/contracts';

/** The one return-path rule, shared with the gateway: only a plain path on this site. */
export { defaultReturnTo, safeReturnTo };

/** The server-side sign-in entry; it redirects to /sign-in and keeps `returnTo`. */
export function loginHref(currentPath: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(currentPath))}`;
}

export const logoutHref = '/api/logout';
