import type { FastifyRequest } from 'fastify';

/**
 * Did this navigation to `/api/logout` start on this site? `Sec-Fetch-Site: same-origin` (a
 * link or script of ours) or `none` (typed, bookmarked) says so. A browser too old to send it
 * may still send a Referer of ours (Referrer-Policy: same-origin sends it only to us).
 * Anything else, a link from another site included, is not enough to end a session.
 */
export function isSameSiteNavigation(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return false;
  return publicOrigins.includes(new URL(referer).origin);
}

/**
 * The one-button page shown when a logout link came from elsewhere. No script: a plain form
 * posts to `POST /api/logout` on this site (the Origin check and SameSite cookie apply), and
 * "Stay signed in" goes home.
 */
export const logoutConfirmationPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Log out of Kiin?</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 26rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1.5rem; }
  button, a { font: inherit; font-size: 1rem; border-radius: 8px; padding: 0.75rem 1.5rem; display: inline-block; min-width: 10rem; }
  button { background: #1f5f8b; color: #fff; border: 0; cursor: pointer; }
  a { color: inherit; margin-top: 0.75rem; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Log out of Kiin?</h1>
<p>A link from another page asked to log you out. If you meant to, press the button.</p>
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<p><a href="/">Stay signed in</a></p>
</main>
</body>
</html>
`;
