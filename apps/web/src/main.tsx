import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startServiceWorker } from './app/app-updates';
import { readPreference, resolveMode } from './theme/theme-mode';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Pages rendered ahead of time show the light theme to a signed-out first visit. The browser
 * takes that HTML over when it would render the same; otherwise (a dark theme, another page)
 * it renders afresh.
 */
function canHydrate(root: HTMLElement): boolean {
  if (root.dataset.prerendered !== window.location.pathname || window.location.search !== '') return false;
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return resolveMode(readPreference(window.localStorage), prefersDark) === 'light';
}

const hydrate = canHydrate(container);
// From here the app draws the page in whichever theme; nothing is held back for it.
delete container.dataset.prerendered;
// Taking over a page that is already shown runs as a transition: React hydrates it in short
// slices, so the main thread stays free for taps and scrolling while a phone works through
// it. A page drawn afresh is hidden or empty until then, so it is drawn at once.
if (hydrate) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// The offline copy of the crisis lines (public/sw.js), set up after the page has loaded.
if (import.meta.env.PROD) startServiceWorker();
