import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Booking, ContentItem, KliinicSession, Page as ListPage } from '@kiin/contracts';
import { waitFor } from '@kiin/testing/e2e';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews } from './support/browser';
import { postDiscussion, trustInCommunity } from './support/community';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

/** /member/kliinics, /member/learn and /member/connect, signed out and as a member. */
let browser: Browser;
/** A free member, reused by the tests that add their own data. */
let member: BrowserContext;
let sessions: KliinicSession[];

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = (await getJson<KliinicSession[]>('/api/kliinics/sessions')).filter((s) => s.status === 'upcoming');
  ({ context: member } = await signedInContext(browser, { firstName: 'Kim', lastName: 'Member' }));
});
afterAll(async () => {
  await member?.close();
  await browser.close();
});

async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(url(path));
  await settled(page);
  return page;
};

const main = (page: Page) => page.locator('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

/** Pays for one seat the way the payment page does, in the local test mode, and waits for the booking. */
async function bookSeat(context: BrowserContext, sessionId: string): Promise<Booking> {
  const headers = { origin: baseUrl };
  const created = await context.request.post(`${baseUrl}/api/create-payment-intent`, { data: { amount: 29, sessionId }, headers });
  if (created.status() !== 200) throw new Error(`create-payment-intent answered ${created.status()} ${await created.text()}`);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const paid = await context.request.post(`${baseUrl}/api/payments/test-mode/confirm`, {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    headers,
  });
  if (paid.status() !== 200) throw new Error(`the test card payment answered ${paid.status()} ${await paid.text()}`);
  // The seat arrives through the payment's webhook.
  return waitFor(
    async () => {
      const bookings = (await (await context.request.get(`${baseUrl}/api/kliinics/bookings`)).json()) as ListPage<Booking>;
      return bookings.items.find((b) => b.sessionId === sessionId && b.status === 'confirmed');
    },
    { timeoutMs: 20_000, intervalMs: 250, what: 'the paid seat' },
  );
}

describe('member pages signed in', () => {
  it('/member/kliinics: no bookings yet, Book opens the payment for that session, a paid seat shows and can be cancelled', async () => {
    const page = await open(member, '/member/kliinics');
    await main(page).getByTestId('bookings-empty').waitFor();
    expect(await main(page).getByTestId('sign-in-prompt').count()).toBe(0);

    // Far enough ahead to cancel with a refund (24 hours before the start).
    const session = sessions.find((s) => !s.full && Date.parse(s.startsAt) - Date.now() > 48 * 3_600_000);
    expect(session).toBeDefined();
    await main(page).getByRole('link', { name: `Book: ${session!.title}` }).click();
    await page.waitForURL((u) => u.pathname === '/payment' && u.searchParams.get('session') === session!.id);
    await page.getByRole('heading', { level: 1, name: 'Choose how to join' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Session' }).innerText()).toContain(session!.title);

    const seat = await bookSeat(member, session!.id);
    await page.goto(url('/member/kliinics'));
    await settled(page);
    const booking = region(page, 'Your bookings').getByTestId('booking');
    expect(await booking.count()).toBe(1);
    expect(await booking.getByRole('heading', { level: 3 }).innerText()).toBe(seat.title);
    expect(await booking.innerText()).toContain('Booked');
    const sessionCard = main(page).getByTestId('session').filter({ hasText: session!.title });
    await sessionCard.getByText('You are booked').waitFor();
    expect(await sessionCard.getByRole('link', { name: /^Book/ }).count()).toBe(0);

    await booking.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Booking cancelled', { exact: true }).first().waitFor();
    await booking.getByText('Cancelled · refunded').waitFor();
    await sessionCard.getByRole('link', { name: `Book: ${session!.title}` }).waitFor();
    await page.close();
  });

  it('/member/kliinics for a premium member: Book my seat is one tap, included in the membership, and can be given back', async () => {
    const { context } = await signedInContext(browser, { premium: true, firstName: 'Pat', lastName: 'Premium' });
    try {
      const page = await open(context, '/member/kliinics');
      const session = sessions.find((s) => !s.full && Date.parse(s.startsAt) > Date.now())!;
      const sessionCard = main(page).getByTestId('session').filter({ hasText: session.title });
      await sessionCard.getByRole('button', { name: `Book: ${session.title}` }).click();
      await page.getByText('Seat booked', { exact: true }).first().waitFor();
      await sessionCard.getByText('You are booked').waitFor();
      const booking = region(page, 'Your bookings').getByTestId('booking');
      await booking.getByText('Included in your membership.', { exact: false }).waitFor();
      expect(page.url()).toBe(url('/member/kliinics'));

      await booking.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByText('It is included in your membership', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByText('Your seat is released.', { exact: true }).first().waitFor();
      await sessionCard.getByRole('button', { name: `Book: ${session.title}` }).waitFor();

      // The payment page does not charge a member for a kliinic either: it books the seat.
      await page.goto(url(`/payment?session=${session.id}`));
      await page.getByText('Included in your membership: book your seat at no extra cost.').waitFor();
      await page.getByRole('button', { name: 'Book my seat' }).click();
      await page.waitForURL((u) => u.pathname === '/member/kliinics');
      await main(page).getByTestId('session').filter({ hasText: session.title }).getByText('You are booked').waitFor();
      await page.close();
    } finally {
      await context.close();
    }
  });

  it('/member/learn: completions with dates, three to read next that are not completed, the library', async () => {
    const { context } = await signedInContext(browser, { firstName: 'Lee', lastName: 'Learner' });
    try {
      const library = await getJson<ContentItem[]>('/api/content/free');
      const done = library.filter((i) => !i.isPremium && i.type !== 'website').slice(0, 2);
      for (const item of done) {
        const res = await context.request.post(`${baseUrl}/api/users/completed-content`, { data: { contentId: item.id }, headers: { origin: baseUrl } });
        expect(res.status()).toBe(201);
      }
      const page = await open(context, '/member/learn');
      const completed = main(page).getByRole('list', { name: 'Completed items' }).locator(':scope > li');
      expect(await completed.locator('a').allTextContents()).toEqual([done[1].title, done[0].title]);
      expect(await completed.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await completed.first().innerText()).toMatch(/Completed \d{1,2} [A-Z][a-z]{2} \d{4}/);
      const next = await main(page).getByRole('list', { name: 'Recommended for you' }).locator(':scope > li h3').allTextContents();
      expect(next).toHaveLength(3);
      expect(next.filter((t) => done.some((d) => d.title === t))).toEqual([]);
      expect(await main(page).getByTestId('learning-progress-figure').innerText()).toBe('2 of 30');
      expect(await main(page).getByRole('link', { name: 'Browse the library' }).getAttribute('href')).toBe('/content/library');
    } finally {
      await context.close();
    }
  });

  it('/member/learn: a new member is told where to start', async () => {
    const page = await open(member, '/member/learn');
    expect(await main(page).getByTestId('completed-empty').getByRole('link').getAttribute('href')).toBe('/content/library');
    expect(await main(page).getByTestId('learning-progress-figure').innerText()).toBe('0 of 30');
    await page.close();
  });

  it("/member/connect: the member's own discussion shows, newest first", async () => {
    const page = await open(member, '/member/connect');
    await main(page).getByTestId('own-discussions-empty').waitFor();
    await page.close();

    await trustInCommunity(member);
    const title = `Connect page check ${Date.now()}`;
    const id = await postDiscussion(member, title, 'What has helped you most in your first month of caring for someone?');
    const after = await open(member, '/member/connect');
    // The member's own list is asked for once the page knows who is signed in.
    const own = region(after, 'Your discussions').locator(`a[href="/community/${id}"]`);
    await own.first().waitFor();
    expect(await own.count()).toBe(1);
    expect(await region(after, 'Newest discussions').getByRole('article').first().innerText()).toContain(title);
    await after.close();
  });

  for (const { theme, viewport } of themeViews) {
    it(`the three pages have no serious axe violations, fit the window and do not shift as they load (${theme}, ${viewport.width} px), signed in and signed out`, async () => {
      const page = await member.newPage();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      const visitor = await newPage(browser, { theme, viewport });
      try {
        for (const path of ['/member/kliinics', '/member/learn', '/member/connect']) {
          for (const p of [page, visitor.page]) {
            await p.goto(url(path));
            await settled(p);
            expect(await shownTheme(p)).toBe(theme);
            expect(await p.locator('h1').count()).toBe(1);
            expect({ path, violations: await seriousViolations(p) }).toEqual({ path, violations: [] });
            expect({ path, overflow: await sidewaysOverflow(p) }).toEqual({ path, overflow: 0 });
            expect({ path, shifts: await shiftsOverBudget(p) }).toEqual({ path, shifts: [] });
          }
        }
      } finally {
        await page.close();
        await visitor.context.close();
      }
    });
  }
});
