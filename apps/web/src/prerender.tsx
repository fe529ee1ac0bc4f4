// Renders public pages to HTML when the app is built, so a first visit paints before any
// script has run; the browser then hydrates that HTML (main.tsx). Runs in Node only.
import type { Readable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppShell } from './app/App';
import { titleFromMatches } from './app/route-title';
import { routes } from './app/routes';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** <style> tags holding exactly the CSS that markup uses. */
  styles: string;
  title: string;
}

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return out;
}

async function render(path: string, cache: ReturnType<typeof createCache>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppShell router={(app) => <StaticRouter location={path}>{app}</StaticRouter>} />
    </CacheProvider>,
    // One document: no boundary is split out to be revealed by script later.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return text(prelude as unknown as Readable);
}

/** The page at `path` as a first-time visitor sees it before any data has loaded. */
export async function renderPage(path: string): Promise<RenderedPage> {
  // The first pass loads the page's code-split modules. The second renders with all of them
  // at hand, so no boundary is left to complete by inline script (the CSP allows none).
  await render(path, createCache({ key: 'css' }));
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = await render(path, cache);
  if (html.includes('<script')) throw new Error(`${path} still needs an inline script after loading its modules`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const matches = matchRoutes(routes, path) ?? [];
  return { html, styles, title: titleFromMatches(matches.map((m) => ({ handle: m.route.handle as unknown }))) };
}
