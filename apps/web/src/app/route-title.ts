/** Shown when a route names no page (the home page). */
export const siteTitle = 'Kiin · Virtual health club for patients and carers';

export function formatTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · Kiin` : siteTitle;
}

export interface RouteHandle {
  title?: string;
  /** Starts loading the page's code (pages loaded lazily). */
  preload?: () => void;
}

/** The deepest matched route that names a title wins. */
export function titleFromMatches(matches: ReadonlyArray<{ handle: unknown }>): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return formatTitle(handle.title);
  }
  return siteTitle;
}
