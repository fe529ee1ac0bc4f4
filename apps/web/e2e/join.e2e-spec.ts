import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, newPage, phone } from './support/browser';
import { url } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('/join', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ])('offers a free account beside the paid plans, opening the create-account form (%s)', async (_name, viewport) => {
    const { context, page } = await newPage(browser, { viewport });
    try {
      await page.goto(url('/join'));
      await page.getByRole('link', { name: 'Create a free account' }).click();
      await page.waitForURL((u) => u.pathname === '/sign-in');
      await page.getByRole('form', { name: 'Create account' }).getByLabel('First name').waitFor();
      expect(await page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await context.close();
    }
  });
});
