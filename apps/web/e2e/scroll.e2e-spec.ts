import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, phone } from './support/browser';
import { url } from './support/env';

/**
 * Where a page opens: a new page at its top (or at its #hash), Back where the person was.
 * The last review found every navigation kept the previous page's scroll position.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function withPage(run: (page: Page) => Promise<void>, viewport = phone) {
  const { context, page } = await newPage(browser, { viewport });
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

describe('scroll position across navigations', () => {
  it('opens an article from far down the library at its top, and Back returns to the same place in the list', async () => {
    await withPage(async (page) => {
      await page.goto(url('/content/library'));
      const links = page.getByRole('main').getByRole('link', { name: /^Read / });
      await links.nth(8).waitFor();
      const target = links.nth(8);
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(1500);
      const title = (await target.getAttribute('aria-label'))!.replace(/^Read \w+: /, '');
      await target.click();
      await page.waitForURL((u) => u.pathname.startsWith('/content/article/'));
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      await page.waitForFunction(() => window.scrollY === 0);
      // The article's title is on screen, not scrolled past.
      const box = (await heading.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(phone.height);

      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/content/library');
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 60, listY, { timeout: 10_000 });
    });
  });

  it('opens the page a footer link leads to at its top, not at the bottom', async () => {
    await withPage(async (page) => {
      await page.goto(url('/about'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await scrollY(page)).toBeGreaterThan(500);
      await footer.getByRole('link', { name: 'Resources', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/resources');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);
    });
  });

  it('opens a #hash link at its element', async () => {
    await withPage(async (page) => {
      await page.goto(url('/contact'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click();
      await page.waitForURL((u) => u.pathname === '/about' && u.hash === '#team');
      await page.waitForFunction(() => {
        const team = document.getElementById('team');
        if (!team) return false;
        const top = team.getBoundingClientRect().top;
        return top >= -2 && top < window.innerHeight / 2;
      });
      expect(await scrollY(page)).toBeGreaterThan(100);
    });
  });
});
