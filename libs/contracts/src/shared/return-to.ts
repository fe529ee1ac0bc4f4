/** Where to go after signing in when no usable `returnTo` was given. */
export const defaultReturnTo = '/';

const maxReturnToLength = 500;
/**
 * Characters a browser drops or rewrites while reading a URL (C0/C1 controls, tab, CR, LF),
 * white space other than the plain space, invisible format characters, and the backslash
 * (read as `/`). None belongs in a path this site links to.
 */
// eslint-disable-next-line no-control-regex
const unsafeChar = /[\u0000-\u001f\u007f-\u00a0\u00ad\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/u;
const probeOrigin = 'https://return-to.invalid';

/** One layer of the candidate, as a browser or a second decoding might read it; not an API path. */
function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (unsafeChar.test(value)) return false;
  try {
    const url = new URL(value, probeOrigin);
    return url.origin === probeOrigin && !/^\/api(\/|$)/i.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The one rule for "come back here after signing in", shared by the gateway and the web app:
 * only a path on this site, written plainly. It starts with one `/`, holds no control,
 * unusual white-space, invisible or backslash character, and stays so when percent-decoded (up to
 * three times), so no reader can turn it into `//other.host`. API paths are refused (a
 * sign-in never lands on `/api/logout`). Anything else falls back to `/`.
 */
export function safeReturnTo(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > maxReturnToLength) return defaultReturnTo;
  let layer = candidate;
  for (let depth = 0; depth < 4; depth += 1) {
    if (!isLocalPath(layer)) return defaultReturnTo;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      break; // not decodable any further: no reader can turn it into anything else
    }
    if (decoded === layer) break;
    if (depth === 3) return defaultReturnTo;
    layer = decoded;
  }
  return candidate;
}
