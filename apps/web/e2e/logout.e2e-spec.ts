import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, phone } from './support/browser';
import { url } from './support/env';
import { signedInContext } from './support/members';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const signedIn = async (context: Awaited<ReturnType<typeof signedInContext>>['context']) =>
  (await context.request.get(url('/api/auth/user'))).status() === 200;

describe('logging out', () => {
  it('from the account menu ends the session and goes home', async () => {
    const { context } = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto(url('/dashboard'));
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByTestId('toast').getByText('You have signed out', { exact: true }).waitFor();
    // The notice is said once: the address goes back to plain Home.
    await page.waitForURL((u) => u.pathname === '/' && u.search === '');
    expect(await signedIn(context)).toBe(false);
    await context.close();
  });

  describe.each(['light', 'dark'] as const)('a link from another site, in the %s scheme', (colorScheme) => {
    it('asks first, keeps the session until the button is pressed, and passes axe', async () => {
      const { context } = await signedInContext(browser, { colorScheme, viewport: phone });
      const page = await context.newPage();
      // A page of no origin of ours, linking to the logout address.
      await page.setContent(`<a href="${url('/api/logout')}">a tempting link</a>`);
      await page.getByRole('link', { name: 'a tempting link' }).click();
      await page.getByRole('heading', { name: 'Log out of Kiin?' }).waitFor();
      expect(await signedIn(context)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Log out' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/');
      expect(await signedIn(context)).toBe(false);
      await context.close();
    });
  });
});
