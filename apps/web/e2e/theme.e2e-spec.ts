import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, shownTheme } from './support/browser';
import { url } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: /Change theme/ }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('theme', () => {
  it('is light when nothing is stored, even on a dark device', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      await page.goto(url('/'));
      await page.locator('h1').waitFor();
      expect(await shownTheme(page)).toBe('light');
    } finally {
      await context.close();
    }
  });

  it('is kept after a reload', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(url('/about'));
      await page.locator('h1').waitFor();
      await chooseTheme(page, 'Dark');
      expect(await shownTheme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await page.locator('h1').waitFor();
      expect(await shownTheme(page)).toBe('dark');
    } finally {
      await context.close();
    }
  });

  it('changes in every open tab', async () => {
    const context = await newContext(browser);
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      await first.goto(url('/'));
      await second.goto(url('/resources'));
      await Promise.all([first.locator('h1').waitFor(), second.locator('h1').waitFor()]);
      await chooseTheme(first, 'Dark');
      await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await chooseTheme(first, 'Light');
      await second.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    } finally {
      await context.close();
    }
  });

  it('System follows the device setting', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      await page.goto(url('/'));
      await page.locator('h1').waitFor();
      await chooseTheme(page, 'System');
      expect(await shownTheme(page)).toBe('dark');
    } finally {
      await context.close();
    }
  });
});
