import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { KliinicSession } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { desktop, launchBrowser, newPage, phone, shiftsOverBudget, shownTheme } from './support/browser';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

/**
 * Paying in the local test mode, in Chromium: the card form, Stripe's test cards, and premium
 * arriving through webhook → outbox → Kafka → identity before the success page claims it.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function asMember<T>(run: (page: Page, context: BrowserContext) => Promise<T>, options: { theme?: 'light' | 'dark' } = {}) {
  const { context } = await signedInContext(browser, options);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const me = async (context: BrowserContext) => (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { isPremium: boolean };

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

describe('/payment in test mode', () => {
  it('membership: declined card shows Payment Failed, 4242 makes the member premium through the events', async () => {
    await asMember(async (page, context) => {
      // The local test mode never loads Stripe.js.
      const stripeRequests: string[] = [];
      page.on('request', (request) => {
        if (/(^|\.)stripe\.com$/.test(new URL(request.url()).hostname)) stripeRequests.push(request.url());
      });
      await page.goto(url('/payment'));
      await page.getByRole('heading', { level: 1, name: 'Choose how to join' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to kliinics' }).getAttribute('href')).toBe('/kliinics');
      await page.getByRole('button', { name: 'Choose Monthly Membership' }).click();

      await page.getByText('Test mode — no real card is charged', { exact: false }).waitFor();
      await page.getByText('You are starting the Monthly Membership at $24/month', { exact: false }).waitFor();
      const pay = page.getByRole('button', { name: 'Pay $24/month' });
      expect(await pay.isDisabled()).toBe(true);

      await fillCard(page, '4000 0000 0000 0002');
      expect(await pay.isEnabled()).toBe(true);
      await pay.click();
      const toast = page.getByRole('status').filter({ hasText: 'Payment Failed' }).or(page.getByRole('alert').filter({ hasText: 'Payment Failed' }));
      await toast.first().waitFor();
      expect(await toast.first().textContent()).toContain('Your card was declined.');
      expect(await me(context)).toMatchObject({ isPremium: false });

      await fillCard(page, '4242 4242 4242 4242');
      await pay.click();
      await page.waitForURL((u) => u.pathname === '/payment-success' && u.searchParams.get('type') === 'membership');
      await page.getByRole('heading', { level: 1, name: 'Welcome to Kiin Premium!' }).waitFor({ timeout: 30_000 });
      // The coach that comes with the membership is named, with the way in.
      expect(await page.getByRole('main').getByRole('link', { name: 'Care Coach' }).getAttribute('href')).toBe('/coach');
      expect(await page.getByRole('link', { name: 'Explore Resources' }).getAttribute('href')).toBe('/resources');
      expect(await page.getByRole('link', { name: 'View Kliinics' }).getAttribute('href')).toBe('/kliinics');
      // The page claimed success only once premium was in place.
      expect(await me(context)).toMatchObject({ isPremium: true });

      // Cancelling keeps premium until the period ends.
      const cancel = await context.request.put(`${baseUrl}/api/users/premium`, { data: { isPremium: false }, headers: { origin: baseUrl } });
      expect(cancel.status()).toBe(200);
      const body = (await cancel.json()) as { title: string; until: string };
      expect(body.title).toBe('Subscription cancelled');
      expect(Date.parse(body.until)).toBeGreaterThan(Date.now());
      expect(await me(context)).toMatchObject({ isPremium: true });
      const resume = await context.request.put(`${baseUrl}/api/users/premium`, { data: { isPremium: true }, headers: { origin: baseUrl } });
      expect(((await resume.json()) as { title: string }).title).toBe('Upgraded to premium');

      // The tax invoice for the payment is on the profile's membership tab.
      await page.goto(url('/profile?tab=membership'));
      await page.getByRole('heading', { name: 'Tax invoices' }).waitFor();
      const invoice = page.getByRole('listitem').filter({ hasText: /KIIN-\d{6}/ });
      expect(await invoice.count()).toBe(1);
      expect(await invoice.textContent()).toMatch(/Monthly Membership.*\$24(\.00)?, including \$2\.18 GST/);
      expect(stripeRequests).toEqual([]);
    });
  });

  it('kliinic: BOOK NOW picks the session, a card asking for confirmation books the seat', async () => {
    const sessions = (await (await fetch(url('/api/kliinics/sessions'))).json()) as KliinicSession[];
    const session = sessions.filter((s) => s.status === 'upcoming' && !s.full)[1] ?? sessions[0];
    await asMember(async (page) => {
      await page.goto(url(`/payment?session=${session.id}`));
      await page.getByRole('button', { name: 'Choose Single Kliinic' }).click();
      await page.getByText(`You are booking one kliinic, ${session.title}`, { exact: false }).waitFor();
      await fillCard(page, '4000 0025 0000 3155');
      await page.getByRole('button', { name: 'Pay $29' }).click();
      await page.getByRole('group', { name: 'Confirm this payment' }).waitFor();
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await page.waitForURL((u) => u.pathname === '/payment-success' && u.searchParams.get('type') === 'kliinic');
      await page.getByRole('heading', { level: 1, name: 'Your kliinic is booked' }).waitFor({ timeout: 30_000 });
      // It names what was booked and when, and says truthfully where the meeting link will be.
      expect(await page.getByTestId('booked-session').textContent()).toBe(session.title);
      const main = (await page.getByRole('main').textContent()) ?? '';
      const longDate = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${session.date}T00:00:00Z`));
      expect(main).toContain(`${longDate}, ${session.time} (Sydney time)`);
      expect(main).toContain('on My kliinics from 15 minutes before the start');
      expect(await page.getByRole('main').getByRole('link', { name: 'My kliinics' }).first().getAttribute('href')).toBe('/member/kliinics');
    });
  });

  it('fits every width from 320 px: nothing cut off or sideways, plans stacked on a phone and side by side at equal width on a desktop', async () => {
    await asMember(async (page) => {
      const box = async (name: string) => (await page.getByRole('button', { name }).boundingBox())!;
      const card = async (name: string) => (await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }).boundingBox())!;
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(url('/payment?type=kliinic'));
        await page.getByRole('combobox', { name: 'Session' }).waitFor();
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ width, sideways }).toEqual({ width, sideways: 0 });
        for (const name of ['Choose Single Kliinic', 'Choose Monthly Membership']) {
          const b = await box(name);
          expect({ width, name, inside: b.x >= 0 && b.x + b.width <= width }).toEqual({ width, name, inside: true });
        }
        const [kliinic, membership] = [await card('Single Kliinic'), await card('Monthly Membership')];
        if (width < 900) expect({ width, stacked: membership.y >= kliinic.y + kliinic.height }).toEqual({ width, stacked: true });
        else expect({ width, sideBySide: membership.y === kliinic.y, equal: Math.abs(membership.width - kliinic.width) <= 1 }).toEqual({ width, sideBySide: true, equal: true });

        // The picker's options wrap inside the screen.
        await page.getByRole('combobox', { name: 'Session' }).click();
        const list = (await page.getByRole('listbox').boundingBox())!;
        expect({ width, inside: list.x >= 0 && list.x + list.width <= width }).toEqual({ width, inside: true });
        await page.keyboard.press('Escape');
        await page.getByRole('listbox').waitFor({ state: 'hidden' });
      }
    });
  });

  it('arrives with the prices in its HTML, and nothing moves as the member, the sessions and the plans come in (phone and desktop, signed out and in)', async () => {
    const html = await (await fetch(url('/payment'))).text();
    expect(html).toContain('data-prerendered="/payment"');
    for (const price of ['$29', '$24/month']) expect(html).toContain(price);
    for (const viewport of [phone, desktop]) {
      const { context, page } = await newPage(browser, { viewport });
      try {
        await page.goto(url('/payment'));
        await page.getByRole('link', { name: 'Sign in to book' }).waitFor();
        expect(await page.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fpayment');
        expect({ viewport, visitor: await shiftsOverBudget(page) }).toEqual({ viewport, visitor: [] });
      } finally {
        await context.close();
      }
      await asMember(async (page) => {
        await page.setViewportSize(viewport);
        await page.goto(url('/payment'));
        await page.getByRole('button', { name: 'Choose Single Kliinic', disabled: false }).waitFor();
        expect({ viewport, member: await shiftsOverBudget(page) }).toEqual({ viewport, member: [] });
      });
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`/payment has no serious axe violations (${theme}), on both steps`, async () => {
      await asMember(
        async (page) => {
          await page.goto(url('/payment'));
          await page.getByRole('heading', { level: 1, name: 'Choose how to join' }).waitFor();
          expect(await shownTheme(page)).toBe(theme);
          expect(await seriousViolations(page)).toEqual([]);
          await page.getByRole('button', { name: 'Choose Single Kliinic' }).click();
          await page.getByLabel('Card number').waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        },
        { theme },
      );
    });
  }
});
