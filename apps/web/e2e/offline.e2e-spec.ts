import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { desktop, launchBrowser, phone } from './support/browser';
import { url } from './support/env';
import { signedInContext } from './support/members';

/**
 * The crisis lines with no connection: the service worker keeps /help and /resources (and the
 * scripts that run them) on the device, and nothing personal; offline, any other page leads to
 * /help. The app is installable: a manifest with icons and theme colours for light and dark.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Moves to another page inside the app, which sets the offline worker up (it waits for the
 * person's first move, out of the way of the first page), and waits until it runs the page.
 */
async function workerInCharge(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help now: crisis lines, also offline' }).click();
  await page.waitForURL((u) => u.pathname === '/help');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const telLinks = (page: Page) => page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('offline', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ])('a member who has been signed in sees the crisis lines as tap-to-call links with no connection, and nothing of theirs is kept (%s)', async (_name, viewport) => {
    const { context } = await signedInContext(browser, { viewport, serviceWorkers: 'allow' });
    const page = await context.newPage();
    try {
      await page.goto(url('/dashboard'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await workerInCharge(page);
      await page.goto(url('/profile'));
      await page.getByRole('heading', { level: 1 }).waitFor();

      // What the worker keeps: two pages and files, never the API or a member's page.
      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(kept).toEqual(expect.arrayContaining(['/help', '/resources']));
      expect(kept.filter((path) => path.startsWith('/api') || ['/dashboard', '/profile', '/coach', '/member/kliinics'].includes(path))).toEqual([]);

      await context.setOffline(true);
      await page.goto(url('/help'));
      await page.getByRole('heading', { level: 1, name: 'Help now' }).waitFor();
      expect(await telLinks(page)).toEqual(expect.arrayContaining(['tel:000', 'tel:131114', 'tel:1800422737', 'tel:1800737732', 'tel:132111']));
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(url('/resources'));
      await page.getByRole('heading', { level: 1, name: 'Carer Resources' }).waitFor();
      await page.getByRole('complementary', { name: 'Need immediate support?' }).waitFor();
      expect(await telLinks(page)).toEqual(expect.arrayContaining(['tel:000', 'tel:131114']));

      // A page that needs the network leads to the lines, saying why, with the way back.
      await page.goto(url('/dashboard?tab=learning'));
      await page.waitForURL((u) => u.pathname === '/help');
      await page.getByText('You are offline, so that page cannot open yet.').waitFor();
      expect(await page.getByRole('link', { name: 'Try it again' }).getAttribute('href')).toBe('/dashboard?tab=learning');
      expect(await telLinks(page)).toContain('tel:000');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

describe('installable', () => {
  it('has a manifest with icons, a start page and theme colours for light and dark', async () => {
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}"/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}"/);
    const manifest = (await (await fetch(url('/manifest.webmanifest'))).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect({ name: manifest.name, start: manifest.start_url, display: manifest.display }).toEqual({ name: 'Kiin', start: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await fetch(url(icon.src));
      expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    }
  });

  it('sends the worker fresh every time, so a new build reaches every device', async () => {
    const res = await fetch(url('/sw.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toMatch(/const build = \{"version":"[0-9a-f]{16}","pages":\["\/help","\/resources"\]/);
  });
});
