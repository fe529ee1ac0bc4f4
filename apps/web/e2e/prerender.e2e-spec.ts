import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shownTheme } from './support/browser';
import { waitFor } from '@kiin/testing/e2e';
import { url } from './support/env';

/** Pages rendered when the app is built, served to a first visit and taken over by the app. */
const prerendered = [
  { path: '/', h1: 'Health know-how for patients and carers' },
  { path: '/about', h1: 'A virtual health club built for patients and carers' },
  { path: '/resources', h1: 'Carer Resources' },
  { path: '/kliinics', h1: 'Expert-led virtual sessions' },
  { path: '/conditions', h1: 'Health Conditions' },
  { path: '/content/library', h1: 'Content Library' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Use' },
  // The crisis lines, which the offline worker also keeps.
  { path: '/help', h1: 'Help now' },
  // Member pages, as they look while the member is read; a visitor is then asked to sign in.
  { path: '/dashboard', h1: 'Dashboard', visitorH1: 'Dashboard Access' },
  { path: '/profile', h1: 'Profile', visitorH1: 'Sign in to see your profile' },
  { path: '/member/kliinics', h1: 'My kliinics' },
  // The community's placeholders and the coach's, until the list or the member is read.
  { path: '/community', h1: 'Community' },
  { path: '/kiinbox', h1: 'kiinbox' },
  { path: '/coach', h1: 'Care Coach' },
  // The plan choice, with the prices of the catalogue the server charges by.
  { path: '/payment', h1: 'Choose how to join' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('pages rendered ahead of time', () => {
  it.each(prerendered)('$path arrives with its heading and title in the HTML, compressed', async ({ path, h1 }) => {
    const res = await fetch(url(path), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = await res.text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}`));
    expect(html).not.toMatch(/<script>/);
  });

  it('serves the plain app shell when the address has a query string, and for pages with forms', async () => {
    for (const path of ['/resources?tab=educational', '/sign-in', '/contact', '/waitlist']) {
      const html = await (await fetch(url(path))).text();
      expect([path, html.includes('data-prerendered="')]).toEqual([path, false]);
    }
  });

  it('keeps a search field closed to typing until the app runs it, then opens it', async () => {
    const html = await (await fetch(url('/conditions'))).text();
    expect(html).toMatch(/<input[^>]*disabled[^>]*placeholder="Search conditions..."|<input[^>]*placeholder="Search conditions..."[^>]*disabled/);
    const { context, page } = await newPage(browser);
    try {
      await page.goto(url('/conditions'));
      await page.getByPlaceholder('Search conditions...').fill('diab');
      // The list filters a moment after typing (a deferred value): wait for the other conditions to go.
      await page.getByRole('link', { name: 'Mental Health' }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Diabetes' }).waitFor();
      expect(await page.getByRole('link', { name: 'Diabetes' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('sends the scripts compressed', async () => {
    const html = await (await fetch(url('/'))).text();
    const entry = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    expect(entry).toBeDefined();
    const res = await fetch(url(entry!), { headers: { 'accept-encoding': 'br, gzip' } });
    expect([res.status, res.headers.get('content-encoding')]).toEqual([200, 'br']);
  });

  it.each(['light', 'dark'] as const)('are taken over without a rendering error in the %s theme', async (theme) => {
    const { context, page } = await newPage(browser, { theme });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      for (const { path, h1, visitorH1 } of prerendered) {
        await page.goto(url(path), { waitUntil: 'networkidle' });
        // A member page first shows its heading while the member is read; a visitor then sees the sign-in heading.
        await waitFor(async () => (await page.locator('h1').first().textContent())?.includes(visitorH1 ?? h1), {
          what: `${path}: the heading "${visitorH1 ?? h1}"`,
        });
        expect(await shownTheme(page)).toBe(theme);
        expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe('visible');
      }
      // The footer shows the current year once the app runs, not the year the page was built.
      await expect(page.locator('footer').textContent()).resolves.toContain(`© ${new Date().getFullYear()} Kiin.`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps working as an app after taking a page over: links navigate without a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(url('/about'), { waitUntil: 'networkidle' });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('banner').getByRole('link', { name: 'kliinics' }).click();
      await page.waitForURL(url('/kliinics'));
      await page.locator('h1', { hasText: 'Expert-led virtual sessions' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    } finally {
      await context.close();
    }
  });
});
