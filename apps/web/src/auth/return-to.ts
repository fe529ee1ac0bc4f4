/** Where to go after signing in when no usable `returnTo` was given. */
export const defaultReturnTo = '/';

/**
 * Only a path on this site is followed: it starts with one `/` (not `//` or `/\`, which
 * browsers read as another host). Anything else falls back to the home page.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return defaultReturnTo;
  if (value.startsWith('//') || value.startsWith('/\\')) return defaultReturnTo;
  return value;
}

/** The server-side sign-in entry; it redirects to /sign-in and keeps `returnTo`. */
export function loginHref(currentPath: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(currentPath))}`;
}

export const logoutHref = '/api/logout';
