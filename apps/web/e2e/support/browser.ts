import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './env';

/**
 * Chromium keeps only the last `--disable-features` it is given, so ours repeats Playwright's
 * own list (read from Playwright, so an upgrade's changes come along) and adds the browser's
 * address-bar popup: headless Chromium 156 preloads it as a web page in a renderer of its own
 * for every window, and every context is a window. Measured over a whole run, those renderers
 * took 327 s of processor time (9 % of the suite) for a popup no test opens.
 */
function disabledFeatures(): string {
  const ours = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];
  const switches = createRequire(require.resolve('playwright-core'))('./lib/server/chromium/chromiumSwitches.js') as {
    chromiumSwitches: () => string[];
  };
  const playwrights = switches
    .chromiumSwitches()
    .find((arg) => arg.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',');
  if (!playwrights) throw new Error("Playwright no longer passes --disable-features: check what it disables and update this list");
  return `--disable-features=${[...playwrights, ...ours].join(',')}`;
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  disabledFeatures(),
];

/**
 * One browser per test file; each test takes its own context. The browser is registered for
 * the test environment (support/environment.cjs), which records what its pages showed when a
 * test fails.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
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
}

/**
 * A context with nothing of an earlier visitor in it: no cookies, storage or permissions.
 * Contexts are kept per browser and options and handed out again after `close()`, which
 * clears them instead of closing them: what stays is the HTTP cache, so the app's immutable
 * bundles are fetched and compiled once per test file rather than once per test, as a
 * returning visitor's browser would. Two contexts open at once are always two contexts.
 */
export async function newContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
  const key = JSON.stringify([options.viewport ?? desktop, options.colorScheme ?? 'light', options.theme ?? null]);
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

/** Runs `run` on a fresh page in a context of its own, closed (and pooled) afterwards. */
export async function withPage<T>(browser: Browser, run: (page: Page, context: BrowserContext) => Promise<T>, options: PageOptions = {}): Promise<T> {
  const { context, page } = await newPage(browser, options);
  try {
    return await run(page, context);
  } finally {
    await context.close();
  }
}
