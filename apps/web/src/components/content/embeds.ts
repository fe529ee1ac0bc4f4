/**
 * Which external addresses the detail page may embed, and how. Only players whose hosts the
 * site's Content-Security-Policy allows in `frame-src` are produced here.
 */

const youTubeId = /^[A-Za-z0-9_-]{11}$/;
const spotifyId = /^[A-Za-z0-9]{22}$/;
const youTubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** An http(s) address as a URL, or null for anything else (javascript:, data:, garbage). */
export function webUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The 11-character video id of a YouTube watch, short, embed or youtu.be address. */
export function youTubeVideoId(value: string | null | undefined): string | null {
  const url = webUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null;
  } else if (youTubeHosts.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') candidate = second ?? null;
  }
  return candidate && youTubeId.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player for a YouTube address, or null when it is not one. */
export function youTubeEmbedUrl(value: string | null | undefined): string | null {
  const id = youTubeVideoId(value);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** The Spotify player for an episode or show address (or `spotify:` URI), else null. */
export function spotifyEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const uri = /^spotify:(episode|show):([A-Za-z0-9]{22})$/.exec(value);
  if (uri) return `https://open.spotify.com/embed/${uri[1]}/${uri[2]}`;
  const url = webUrl(value);
  if (!url || url.protocol !== 'https:' || url.hostname.toLowerCase() !== 'open.spotify.com') return null;
  // Localised links look like /intl-de/episode/<id>; embeds never carry the locale.
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0]?.startsWith('intl-')) parts.shift();
  if (parts[0] === 'embed') parts.shift();
  const [kind, id] = parts;
  if ((kind === 'episode' || kind === 'show') && id && spotifyId.test(id) && parts.length === 2) {
    return `https://open.spotify.com/embed/${kind}/${id}`;
  }
  return null;
}

/** A host as readers know it: `healthdirect.gov.au` for `https://www.healthdirect.gov.au/x`. */
export function hostLabel(value: string | null | undefined): string | null {
  const url = webUrl(value);
  if (!url) return null;
  return url.hostname.toLowerCase().replace(/^www\./, '');
}
