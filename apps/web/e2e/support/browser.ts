import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One browser per test file; each test takes its own context. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Stored theme preference, set before any page script runs. */
  theme?: 'light' | 'dark' | 'system';
  colorScheme?: 'light' | 'dark';
}

export async function newContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
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
