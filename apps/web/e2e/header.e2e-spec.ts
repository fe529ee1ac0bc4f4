import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newPage, phone } from './support/browser';
import { baseUrl, uniqueEmail, url } from './support/env';
import { linkIn, waitForMails } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const publicNav = [
  ['Resources', '/resources'],
  ['kliinics', '/kliinics'],
  ['Village', '/village'],
  ['About', '/about'],
  ['Join', '/join'],
] as const;

/** Creates an account through the sign-in page, starting from `from`; returns on `from`. */
async function signUp(page: Page, from: string, firstName: string, lastName: string) {
  await page.goto(url(from));
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in' && u.searchParams.get('returnTo') === from);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  const email = uniqueEmail('header');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a calm long passphrase');
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/sign-up');
  await form.getByRole('button', { name: 'Create account' }).click();
  expect((await created).status()).toBe(202);
  await page.getByRole('status').getByText('Check your email to finish creating your account.', { exact: false }).waitFor();
  // The account is made, and the browser signed in, on the page the mail's link opens.
  const [mail] = await waitForMails((m) => m.to.some((t) => t.address === email) && m.subject === 'Finish creating your Kiin account', 1);
  await page.goto(linkIn(mail, '/confirm-email', baseUrl));
  await page.getByLabel('Password').fill('a calm long passphrase');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.waitForURL((u) => u.pathname === from);
}

describe('header, signed out', () => {
  it('shows the public links, highlights the current page and offers sign in and sign up', async () => {
    const { context, page } = await newPage(browser, { viewport: desktop });
    try {
      await page.goto(url('/kliinics'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of publicNav) {
        expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      expect(await nav.getByRole('link', { name: 'kliinics' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
      expect(await page.getByRole('link', { name: 'Kiin home' }).getAttribute('href')).toBe('/');
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await banner.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fkliinics');
      // Sign up takes the same route, asking for the create-account form.
      expect(await banner.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fkliinics&mode=sign-up');
    } finally {
      await context.close();
    }
  });

});

describe('header, signed in', () => {
  it('after signing up shows the initials, the member menu and logs out', async () => {
    const { context, page } = await newPage(browser, { viewport: desktop });
    try {
      await signUp(page, '/village', 'Robin', 'Carer');
      const account = page.getByRole('button', { name: 'Account menu for Robin Carer' });
      await account.waitFor();
      expect((await account.textContent())?.trim()).toBe('RC');
      expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);

      await account.click();
      const menu = page.getByRole('menu');
      for (const [name, href] of [
        ['Dashboard', '/dashboard'],
        ['kliinics', '/member/kliinics'],
        ['Learn', '/member/learn'],
        ['Connect', '/member/connect'],
        ['Care Coach', '/coach'],
        ['Profile', '/profile'],
        ['Log out', '/api/logout'],
      ]) {
        expect(await menu.getByRole('menuitem', { name }).getAttribute('href')).toBe(href);
      }
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // The member-area links lead to the member's own pages, not to Page Not Found.
      for (const [name, path, h1] of [
        ['Learn', '/member/learn', 'Learn'],
        ['kliinics', '/member/kliinics', 'My kliinics'],
        ['Connect', '/member/connect', 'Connect'],
        ['Care Coach', '/coach', 'Care Coach'],
      ]) {
        await account.click();
        await page.getByRole('menu').getByRole('menuitem', { name }).click();
        await page.waitForURL((u) => u.pathname === path);
        await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      }

      await account.click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('mobile sheet at 375 px', () => {
  it('opens from the menu button with the links and closes with Escape', async () => {
    const { context, page } = await newPage(browser, { viewport: phone });
    try {
      await page.goto(url('/about'));
      await page.locator('h1').waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.click();
      const sheet = page.getByRole('dialog', { name: 'Site menu' });
      await sheet.waitFor();
      for (const [name, href] of publicNav) {
        expect(await sheet.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      expect(await sheet.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
      await sheet.getByRole('link', { name: 'Sign in' }).waitFor();
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    } finally {
      await context.close();
    }
  });

  it('navigates and closes when a link is chosen', async () => {
    const { context, page } = await newPage(browser, { viewport: phone });
    try {
      await page.goto(url('/'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Site menu' });
      await sheet.getByRole('link', { name: 'Village' }).click();
      await page.waitForURL((u) => u.pathname === '/village');
      await sheet.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
