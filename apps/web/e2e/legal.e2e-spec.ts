import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, withPage, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews } from './support/browser';
import { url } from './support/env';

const legalPages = [
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Use' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('footer links', () => {
  it.each(legalPages)('$h1 in the footer opens $path at the top', async ({ path, h1 }) => {
    await withPage(browser, async (page) => {
      await page.goto(url('/about'));
      await page.locator('h1').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 200);
      await page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: h1 }).click();
      await page.waitForURL((u) => u.pathname === path);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);
    });
  });

  it('keeps the Quick Links and Company columns as they were', async () => {
    await withPage(browser, async (page) => {
      await page.goto(url('/'));
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('navigation', { name: 'Company' }).waitFor();
      for (const column of ['Quick Links', 'Company']) {
        const links = footer.getByRole('navigation', { name: column }).getByRole('link');
        const names = await links.allTextContents();
        expect([column, names.includes('Privacy Policy') || names.includes('Terms of Use')]).toEqual([column, false]);
      }
    });
  });
});

describe('collection notice at sign-up', () => {
  it('the create-account form names what we keep and links to both pages in the same tab', async () => {
    await withPage(browser, async (page) => {
      await page.goto(url('/sign-in?mode=sign-up'));
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByText(/By creating an account you agree to our Terms of Use\./).waitFor();
      await form.getByText(/including health information such as the conditions you follow/).waitFor();
      for (const [name, href] of [['Terms of Use', '/terms'], ['Privacy Policy', '/privacy']] as const) {
        const link = form.getByRole('link', { name });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBeNull();
      }
      await form.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL((u) => u.pathname === '/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    });
  });
});

describe.each(themeViews)('accessibility in the $theme theme, $viewport.width px wide', ({ theme, viewport }) => {
  it.each(['/privacy', '/terms', '/sign-in?mode=sign-up'])('%s has no serious or critical axe violations and does not scroll sideways or shift as it loads', async (path) => {
    await withPage(browser, async (page) => {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      await page.locator('footer').getByRole('link', { name: 'Terms of Use' }).waitFor();
      expect(await shownTheme(page)).toBe(theme);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await shiftsOverBudget(page)).toEqual([]);
    }, { theme, viewport });
  });
});
