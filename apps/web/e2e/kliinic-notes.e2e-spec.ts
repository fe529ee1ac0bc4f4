import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type KliinicSession, kliinicNotesTexts } from '@kiin/contracts';
import { grantStaffRole, waitFor } from '@kiin/testing/e2e';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shownTheme } from './support/browser';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

let browser: Browser;
/** An expert, and a premium member holding a seat at `session`. */
let expert: BrowserContext;
let holder: BrowserContext;
let session: KliinicSession;

/** The expert role, given with the operators' command (`npm run admin -- grant`), then seen by the gateway. */
async function grantExpert(context: BrowserContext): Promise<void> {
  const { email } = (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { email: string };
  await grantStaffRole(email, 'expert');
  await waitFor(async () => (await context.request.get(`${baseUrl}/api/staff/kliinics`)).status() === 200, {
    timeoutMs: 10_000,
    intervalMs: 200,
    what: 'the expert role to reach the session',
  });
}

const transcript = (leader: string) => `${leader}: Welcome everyone. Tonight we talk about sleep when you care for someone with dementia.
Jordan Blake: Hi, I'm Jordan. What can I do when Dad wakes up confused at night?
${leader}: Keep a soft light on in the hallway, and make sure the evening routine stays the same every night so the body knows it is time to rest.
Jordan Blake: Thank you. You can text me on 0400 111 222 or email jordan.blake@example.com.
`;

const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(url(path));
  return page;
};
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context: expert } = await signedInContext(browser, { firstName: 'Erin', lastName: 'Expert' }));
  await grantExpert(expert);
  ({ context: holder } = await signedInContext(browser, { premium: true, firstName: 'Jordan', lastName: 'Blake' }));
  session = ((await (await holder.request.get(`${baseUrl}/api/kliinics/sessions`)).json()) as KliinicSession[]).find((s) => s.status === 'upcoming' && !s.full)!;
  const booked = await holder.request.post(`${baseUrl}/api/kliinics/sessions/${session.id}/book`, { headers: { origin: baseUrl } });
  if (booked.status() !== 200) throw new Error(`booking failed: ${booked.status()}`);
});
afterAll(async () => {
  await browser.close();
});

describe('/staff/kliinics', () => {
  it('is for experts and admins: a member and a visitor get a plain "for Kiin staff only" page', async () => {
    const member = await open(holder, '/staff/kliinics');
    await member.getByRole('heading', { level: 1, name: 'For Kiin staff only' }).waitFor();
    expect(await member.getByRole('button', { name: /upload/i }).count()).toBe(0);
    await member.close();
    const { context, page } = await newPage(browser);
    await page.goto(url('/staff/kliinics'));
    await page.getByRole('heading', { level: 1, name: 'For Kiin staff only' }).waitFor();
    await page.getByText('This page is for Kiin staff. If you are one, please sign in.').waitFor();
    await context.close();
  });

  it('takes a transcript, shows the draft without the attendee who spoke, saves an edit and sends on approval', async () => {
    const page = await open(expert, '/staff/kliinics');
    await page.getByRole('heading', { level: 1, name: 'Kliinic notes' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: session.title }).first();
    // The booking reaches the notes through billing's event: the list shows it once it has.
    await waitFor(
      async () => {
        if (!/ 0 ticket holders/.test(await card.innerText())) return true;
        await page.reload();
        return false;
      },
      { timeoutMs: 20_000, intervalMs: 500, what: 'the ticket holder to reach the notes' },
    );
    await card.getByRole('button', { name: `Upload transcript for ${session.title}` }).click();
    await page.getByLabel('Or paste the transcript').fill(transcript('Dr Anna Lee'));
    await page.getByRole('button', { name: 'Upload transcript', exact: true }).click();
    await toast(page, 'Transcript uploaded');

    const editor = page.getByLabel('Draft notes (Markdown)');
    await editor.waitFor({ timeout: 30_000 });
    const draft = await editor.inputValue();
    expect(draft).toContain('What can I do when Dad wakes up confused at night?');
    for (const identifier of ['Jordan', 'Blake', '0400 111 222', 'jordan.blake@example.com']) expect(draft).not.toContain(identifier);
    await page.getByText(kliinicNotesTexts.disclaimer).first().waitFor();

    await editor.fill(`${draft}\n- Bring a sleep diary to the next appointment.`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('listitem').filter({ hasText: 'Bring a sleep diary to the next appointment.' }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved');
    await page.getByRole('button', { name: 'Approve and send' }).click();
    await page.getByRole('button', { name: /^Yes, send to \d+ ticket holders?$/ }).click();
    await toast(page, 'Notes approved');
    await page.getByText('Sent to every ticket holder', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Delivery to each ticket holder' }).getByRole('cell', { name: 'Sent', exact: true }).first().waitFor();
    await page.close();
  });

  it("shows the approved notes to the ticket holder on /member/kliinics, under the session's booking", async () => {
    const page = await open(holder, '/member/kliinics');
    const booking = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem').filter({ hasText: session.title }).first();
    await booking.getByRole('button', { name: 'Notes from this session' }).click();
    const notes = booking.getByRole('region', { name: 'Notes from this session' });
    await notes.getByText('Bring a sleep diary to the next appointment.').waitFor();
    await notes.getByText(kliinicNotesTexts.disclaimer).waitFor();
    await page.close();
  });
});

describe.each(['light', 'dark'] as const)('kliinic notes accessibility in the %s theme', (theme) => {
  it('has no serious violations on the staff screen and the member notes', async () => {
    // One pass per page per theme: the phone layout of the same page brings no rule of its own.
    for (const [context, path, ready] of [
      [expert, '/staff/kliinics', 'Open notes'],
      [holder, '/member/kliinics', 'Notes from this session'],
    ] as const) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.goto(url(path));
      expect(await shownTheme(page)).toBe(theme);
      await page.getByRole('button', { name: ready }).first().click();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      await page.close();
    }
  });
});
