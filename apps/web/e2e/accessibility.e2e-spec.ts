import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, phone, shiftsOverBudget, shownTheme, sidewaysOverflow, themeViews } from './support/browser';
import { url } from './support/env';
import { publicPages } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(themeViews)('accessibility in the $theme theme, $viewport.width px wide', ({ theme, viewport }) => {
  it.each(publicPages.map((p) => [p.path, p.title] as const))('%s has no serious or critical axe violations, its title and one h1, fits the window and does not shift as it loads', async (path, title) => {
    const { context, page } = await newPage(browser, { theme, viewport });
    try {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      // Data-driven sections have settled once no skeleton is busy.
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await shownTheme(page)).toBe(theme);
      expect(await page.locator('h1').count()).toBe(1);
      await page.waitForFunction((expected) => document.title === expected, title);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await shiftsOverBudget(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(['light', 'dark'] as const)('open menus in the %s theme', (theme) => {
  it('the mobile sheet and the theme menu have no serious or critical axe violations', async () => {
    const { context, page } = await newPage(browser, { theme, viewport: phone });
    try {
      await page.goto(url('/about'));
      await page.locator('h1').waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Site menu' }).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /Change theme/ }).click();
      await page.getByRole('menu').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
