import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, phone, shownTheme } from './support/browser';
import { baseUrl, uniqueEmail, url } from './support/env';
import { linkIn, waitForMails } from './support/mail';
import { confirmInContext, signedInContext } from './support/members';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const password = 'a calm long passphrase';
const forMail = (email: string, subject: string) => (m: { subject: string; to: { address: string }[] }) =>
  m.subject === subject && m.to.some((t) => t.address === email);

describe('creating an account by confirmed email', () => {
  it('says to check the mail, offers the link again at sign-in, and the link lands on the dashboard with a welcome', async () => {
    const { context, page } = await newPage(browser, { viewport: phone });
    try {
      const email = uniqueEmail('confirm');
      await page.goto(url('/sign-in?mode=sign-up'));
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByLabel('First name').fill('Mina');
      await form.getByLabel('Last name').fill('Carer');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('status').getByText('Check your email to finish creating your account.', { exact: false }).waitFor();

      // Before the link: the right password is told to check the mail, and can ask again.
      await page.getByRole('tab', { name: 'Sign in' }).click();
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Password').fill(password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await signIn.getByRole('alert').getByText('Check your email to finish creating your account', { exact: false }).waitFor();
      await signIn.getByRole('button', { name: 'Send the link again' }).click();
      await signIn.getByRole('status').waitFor();
      const mails = await waitForMails(forMail(email, 'Finish creating your Kiin account'), 2);

      // Opening the link signs no one in: the page's button does, with the password.
      await page.goto(linkIn(mails[mails.length - 1], '/confirm-email', baseUrl));
      await page.getByRole('heading', { level: 1, name: 'Finish creating your account' }).waitFor();
      expect((await context.request.get(`${baseUrl}/api/auth/user`)).status()).toBe(401);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard' && !u.searchParams.has('welcome'));
      await page.getByText('Welcome to Kiin, Mina!').waitFor();
    } finally {
      await context.close();
    }
  });

  it('explains an old or used link on the page it opens', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(url('/confirm-email?token=not-a-real-token-at-all-000000'));
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await page.getByRole('alert').getByText('This link has expired or was already used.', { exact: false }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/confirm-email');
    } finally {
      await context.close();
    }
  });

  it('a page on another site that opens a link in the browser signs no one in, and keeps the visitor signed in as themselves', async () => {
    const { context, member } = await signedInContext(browser);
    try {
      const email = uniqueEmail('csrf');
      await context.request.post(`${baseUrl}/api/auth/sign-up`, { data: { email, password, firstName: 'Eve', lastName: 'Ng' }, headers: { origin: baseUrl } });
      const [mail] = await waitForMails(forMail(email, 'Finish creating your Kiin account'), 1);
      const token = new URL(linkIn(mail, '/confirm-email', baseUrl)).searchParams.get('token')!;
      const page = await context.newPage();
      // What an attacker's page can do: navigate the browser to the link, as mails sent before the confirmation page had it.
      await page.setContent(`<a href="${baseUrl}/api/auth/confirm?token=${token}">open</a>`);
      await page.getByRole('link', { name: 'open' }).click();
      await page.waitForURL((u) => u.pathname === '/confirm-email');
      await page.getByRole('button', { name: 'Confirm and sign in' }).waitFor();
      const me = (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { email: string };
      expect(me.email).toBe(member.email);
    } finally {
      await context.close();
    }
  });
});

describe('a forgotten password', () => {
  it('mails a link from the sign-in page, and the new password signs in', async () => {
    const email = uniqueEmail('forgot');
    const setup = await newPage(browser);
    try {
      await setup.context.request.post(`${baseUrl}/api/auth/sign-up`, {
        data: { email, password, firstName: 'Ola', lastName: 'Carer' },
        headers: { origin: baseUrl },
      });
      await confirmInContext(setup.context, email, password);
    } finally {
      await setup.context.close();
    }

    const { context, page } = await newPage(browser);
    try {
      await page.goto(url('/sign-in'));
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('form', { name: 'Forgot password' });
      await forgot.getByLabel('Email').fill(email);
      await forgot.getByRole('button', { name: 'Send the link' }).click();
      await forgot.getByRole('status').getByText('If an account uses this email', { exact: false }).waitFor();

      const [reset] = await waitForMails(forMail(email, 'Choose a new Kiin password'), 1);
      await page.goto(linkIn(reset, '/reset-password', baseUrl));
      await page.getByRole('textbox', { name: 'New password' }).fill('a brand new passphrase');
      await page.getByRole('button', { name: 'Save my new password' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard');
      const me = await context.request.get(`${baseUrl}/api/auth/user`);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    } finally {
      await context.close();
    }
  });

  it.each(['light', 'dark'] as const)('the reset and confirmation pages and the forgot form have no serious axe violations (%s)', async (theme) => {
    const { context, page } = await newPage(browser, { theme });
    try {
      await page.goto(url('/reset-password?token=example-token-for-axe-0000000'));
      expect(await shownTheme(page)).toBe(theme);
      await page.getByRole('textbox', { name: 'New password' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(url('/confirm-email?token=example-token-for-axe-0000000'));
      await page.getByRole('button', { name: 'Confirm and sign in' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(url('/sign-in?forgot=1'));
      await page.getByRole('form', { name: 'Forgot password' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
