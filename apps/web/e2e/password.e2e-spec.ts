import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { uniqueEmail, url } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('creating an account with a guessable password', () => {
  it("shows the server's reason on the form", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/sign-in'));
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Carer');
    await form.getByLabel('Email').fill(uniqueEmail('weak'));
    await form.getByLabel('Password').fill('1234567890');
    const answered = page.waitForResponse((r) => r.url().includes('/api/auth/sign-up'));
    await form.getByRole('button', { name: 'Create account' }).click();
    expect((await answered).status()).toBe(400);
    await page.getByRole('alert').filter({ hasText: 'password is too common: choose a phrase of a few unrelated words' }).waitFor();
    await context.close();
  });
});
