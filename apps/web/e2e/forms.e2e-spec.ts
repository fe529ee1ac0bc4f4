import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { uniqueEmail, url } from './support/env';
import { waitForMails } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('contact form', () => {
  it('explains what is missing, then thanks the sender and mails the team and the sender', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(url('/contact'));
      await page.getByRole('button', { name: 'Send message' }).click();
      const summary = page.getByRole('alert');
      for (const text of [
        'Please enter your full name.',
        'Please enter your email address.',
        'Please choose a subject.',
        'Please enter your message.',
      ]) {
        await summary.getByText(text).waitFor();
      }
      const name = page.getByLabel('Full name');
      expect(await name.getAttribute('aria-invalid')).toBe('true');

      const sender = uniqueEmail('contact');
      await name.fill('Sam Sender');
      await page.getByLabel('Email').fill('sam@');
      await page.getByText('Please enter a valid email address, like name@example.com.').first().waitFor();
      await page.getByLabel('Email').fill(sender);
      await page.getByLabel('Subject').selectOption({ label: 'kliinics' });
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('When is the next kliinic about medications?');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send message' }).click();
      expect((await sent).status()).toBe(201);

      await page.getByRole('heading', { level: 1, name: 'Thank you for your message' }).waitFor();
      await page.getByText(/within 24 hours/).waitFor();
      expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');

      const mails = await waitForMails((mail) => JSON.stringify(mail).toLowerCase().includes(sender), 2);
      const toSender = mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === sender));
      const toTeam = mails.filter((mail) => mail.to.every((to) => to.address.toLowerCase() !== sender));
      expect(toSender.length).toBeGreaterThanOrEqual(1);
      expect(toTeam.length).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});

describe('waitlist', () => {
  async function join(email: string): Promise<string> {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(url('/waitlist'));
      await page.getByLabel('Name').fill('Wren Waiting');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('I am a (optional)').selectOption({ label: 'Carer' });
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/waitlist'));
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const { message } = (await response.json()) as { message: string };
      const shown = page.getByRole('main').getByRole('status').filter({ hasText: message });
      await shown.waitFor();
      return message;
    } finally {
      await context.close();
    }
  }

  it('thanks a new member and answers a repeat kindly', async () => {
    const email = uniqueEmail('waitlist');
    const first = await join(email);
    const again = await join(email);
    expect(first.length).toBeGreaterThan(0);
    expect(again.length).toBeGreaterThan(0);
  });

});
