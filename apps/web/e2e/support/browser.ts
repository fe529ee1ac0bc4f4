import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.cjs';
import { baseUrl } from './env';

/**
 * The browser of a test file; each test takes its own context. Under the browser tests' Jest
 * environment (support/environment.cjs) every file of a worker connects to the one Chromium
 * the worker started (launching one took about 1.8 s of processor time, 24 times a run), and
 * `close()` leaves it running for the next file; elsewhere the file launches its own. Either
 * way the browser is registered for the environment, which records what its pages showed when
 * a test fails.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = (globalThis as { __kiinWorkerBrowser?: () => Promise<string> }).__kiinWorkerBrowser;
  const browser = shared ? await chromium.connect(await shared()) : await chromium.launch(chromiumLaunchOptions());
  const registry = globalThis as { __kiinBrowsers?: Set<Browser> };
  (registry.__kiinBrowsers ??= new Set()).add(browser);
  browser.on('disconnected', () => registry.__kiinBrowsers?.delete(browser));
  return browser;
}

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Stored theme preference, set before any page script runs. */
  theme?: 'light' | 'dark' | 'system';
  colorScheme?: 'light' | 'dark';
  /**
   * The offline service worker is kept out unless a test is about it: it would fetch the
   * offline copies into every fresh context, and answer navigations in place of the network.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A context with nothing of an earlier visitor in it: no cookies, storage or permissions.
 * Contexts are kept per browser and options and handed out again after `close()`, which
 * clears them instead of closing them: what stays is the HTTP cache, so the app's immutable
 * bundles are fetched and compiled once per test file rather than once per test, as a
 * returning visitor's browser would. Two contexts open at once are always two contexts.
 */
export async function newContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
  const key = JSON.stringify([options.viewport ?? desktop, options.colorScheme ?? 'light', options.theme ?? null, options.serviceWorkers ?? 'block']);
  let pools = idleContexts.get(browser);
  if (!pools) idleContexts.set(browser, (pools = new Map<string, BrowserContext[]>()));
  const idle = pools.get(key) ?? [];
  pools.set(key, idle);
  return idle.pop() ?? (await createContext(browser, options, idle));
}

const idleContexts = new WeakMap<Browser, Map<string, BrowserContext[]>>();

async function createContext(browser: Browser, options: PageOptions, idle: BrowserContext[]): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? desktop,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  context.setDefaultTimeout(15_000);
  if (options.theme) {
    await context.addInitScript((theme) => {
      if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', theme);
    }, options.theme);
  }
  const close = context.close.bind(context);
  context.close = async () => {
    try {
      // Cookies, local and session storage, IndexedDB and caches of the app's origin, cleared
      // through a page the test left open (opening a blank one only when it left none).
      // The app is unloaded first, so nothing it does after the clearing survives into the next test.
      const open = context.pages().filter((page) => !page.isClosed());
      await rememberPages(open);
      const clearing = open[0] ?? (await context.newPage());
      await Promise.all(open.slice(1).map((page) => page.close()));
      if (clearing.url() !== 'about:blank') await clearing.goto('about:blank');
      const cdp = await context.newCDPSession(clearing);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' });
      await cdp.detach();
      await Promise.all(context.pages().map((page) => page.close()));
      await context.clearCookies();
      await context.clearPermissions();
      idle.push(context);
    } catch {
      await close().catch(() => undefined);
    }
  };
  return context;
}

/**
 * What the pages showed as their context closed, for the test environment to print if the
 * test then fails (a test closes its pages in \`finally\`, before its failure is reported).
 */
async function rememberPages(pages: Page[]): Promise<void> {
  const shown = await Promise.all(
    pages.map(async (page) => {
      const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      return `  ${page.url()}\n    ${text.replace(/\s+/g, ' ').trim().slice(0, 600)}`;
    }),
  );
  const registry = globalThis as { __kiinClosedPages?: string[] };
  registry.__kiinClosedPages = [...(registry.__kiinClosedPages ?? []), ...shown].slice(-4);
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  return { context, page };
}

/** The theme the page shows, once the app has taken the page over and marked it on <html>. */
export async function shownTheme(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
  return page.evaluate(() => document.documentElement.dataset.theme);
}

/**
 * The two ways an accessibility pass sees a page: the light theme on a desktop and the dark
 * theme on a phone, so one visit per theme checks contrast in both themes and the phone
 * layout too.
 */
export const themeViews = [
  { theme: 'light', viewport: desktop },
  { theme: 'dark', viewport: phone },
] as const;

/** How far the page scrolls sideways: 0 when it fits its window. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The layout shift budget of every page (issue: CLS at most 0.02, phone and desktop). */
export const layoutShiftBudget = 0.02;

/**
 * The page's cumulative layout shift since it loaded, as Lighthouse and the web-vitals library
 * count it: shifts not caused by the reader's input within 0.5 s, grouped in windows (less than
 * 1 s apart, at most 5 s long), the largest window's sum. With it, what moved the most: to
 * show on failure which element jumped (a skeleton replaced by taller content, a late banner).
 */
export async function layoutShift(page: Page): Promise<{ score: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ score: number; moved: string[] }>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }
        const shifts: Shift[] = [];
        const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a later task.
        setTimeout(() => {
          shifts.push(...(observer.takeRecords() as Shift[]));
          observer.disconnect();
          const counted = shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
          let score = 0;
          let window = 0;
          let first = 0;
          let last = 0;
          for (const s of counted) {
            if (window > 0 && s.startTime - last < 1000 && s.startTime - first < 5000) window += s.value;
            else [window, first] = [s.value, s.startTime];
            last = s.startTime;
            score = Math.max(score, window);
          }
          const describe = (node?: Node | null) => {
            if (!(node instanceof Element)) return node?.nodeName ?? 'a node no longer on the page';
            const label = node.id ? `#${node.id}` : node.getAttribute('class')?.split(' ').find((c) => !c.startsWith('css-')) ?? '';
            return `${node.tagName.toLowerCase()}${label ? ` ${label}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
          };
          const moved = counted
            .sort((a, b) => b.value - a.value)
            .slice(0, 4)
            .map((s) => `${s.value.toFixed(3)} at ${Math.round(s.startTime)} ms: ${(s.sources ?? []).map((x) => describe(x.node)).join(', ')}`);
          resolve({ score: Math.round(score * 1000) / 1000, moved });
        }, 50);
      }),
  );
}

/** [] while the page's layout shift is within the budget; else the score and what moved. */
export async function shiftsOverBudget(page: Page): Promise<string[]> {
  const { score, moved } = await layoutShift(page);
  return score <= layoutShiftBudget ? [] : [`layout shift ${score} (budget ${layoutShiftBudget})`, ...moved];
}

/** Runs `run` on a fresh page in a context of its own, closed (and pooled) afterwards. */
export async function withPage<T>(browser: Browser, run: (page: Page, context: BrowserContext) => Promise<T>, options: PageOptions = {}): Promise<T> {
  const { context, page } = await newPage(browser, options);
  try {
    return await run(page, context);
  } finally {
    await context.close();
  }
}
