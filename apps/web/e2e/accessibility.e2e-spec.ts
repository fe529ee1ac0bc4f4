import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shownTheme } from './support/browser';
import { url } from './support/env';
import { publicPages } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  it.each(publicPages.map((p) => p.path))('%s has no serious or critical axe violations', async (path) => {
    const { context, page } = await newPage(browser, { theme });
    try {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      // Data-driven sections have settled once no skeleton is busy.
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await shownTheme(page)).toBe(theme);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
