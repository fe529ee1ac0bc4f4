import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { crisisCardFor, kiinboxMessages, type Page as ListPage, type StaffKiinboxQuestion } from '@kiin/contracts';
import { grantStaffRole, waitFor } from '@kiin/testing/e2e';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shownTheme, sidewaysOverflow } from './support/browser';
import { grantRoleTo } from './support/community';
import { baseUrl, url } from './support/env';
import { waitForMails } from './support/mail';
import { type Member, signedInContext } from './support/members';

let browser: Browser;
/** A free member who asks, an expert who answers, a moderator who reads held questions. */
let asker: BrowserContext;
let member: Member;
let expert: BrowserContext;
let moderator: BrowserContext;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const shots = '/tmp/kiinbox-shots';
/** A word no other question holds, so the search finds this test's question alone. */
const marker = `nightlight${Date.now().toString(36)}`;
const question = `How can I keep Dad calm at bedtime when he wakes confused? We tried a ${marker} in the hallway.`;
const crisisQuestion = "I can't go on anymore. I want to kill myself tonight, what should I do?";

/** The expert role, with the operators' command, then seen by the gateway. */
async function grantExpert(context: BrowserContext): Promise<void> {
  const { email } = (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { email: string };
  await grantStaffRole(email, 'expert');
  await waitFor(async () => (await context.request.get(`${baseUrl}/api/staff/kiinbox/questions`)).status() === 200, {
    timeoutMs: 10_000,
    intervalMs: 200,
    what: 'the expert role to reach the session',
  });
}

const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(url(path));
  return page;
};

/** Asks on /member/kiinbox as a member does. */
async function ask(page: Page, text: string, topic: string, publishable: boolean): Promise<void> {
  await page.getByRole('textbox', { name: /^Your question(?!s)/ }).fill(text);
  await page.getByRole('combobox', { name: /^Topic/ }).selectOption(topic);
  if (publishable) await page.getByRole('checkbox', { name: /may publish my question/ }).check();
  await page.getByRole('button', { name: 'Send my question' }).click();
}

async function queue(context: BrowserContext): Promise<StaffKiinboxQuestion[]> {
  const res = await context.request.get(`${baseUrl}/api/staff/kiinbox/questions?limit=50`);
  return ((await res.json()) as ListPage<StaffKiinboxQuestion>).items;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context: asker, member } = await signedInContext(browser, { viewport: desktop, firstName: 'Jordan', lastName: 'Asker' }));
  ({ context: expert } = await signedInContext(browser, { viewport: desktop, firstName: 'Erin', lastName: 'Expert' }));
  await grantExpert(expert);
  ({ context: moderator } = await signedInContext(browser, { viewport: desktop, firstName: 'Mo', lastName: 'Derator' }));
  await grantRoleTo(moderator, 'moderator');
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

describe('kiinbox', () => {
  it('takes a publishable question to an expert, brings the answer live to the open page and by mail, then publishes it for search', async () => {
    const mine = await open(asker, '/member/kiinbox');
    await ask(mine, question, 'daily-care', true);
    await mine.getByText(kiinboxMessages.pending).waitFor();
    const myQuestion = mine.getByRole('article').filter({ hasText: marker });
    await myQuestion.getByText('Waiting for an expert').waitFor();

    const staff = await open(expert, '/staff/kiinbox');
    await staff.getByRole('heading', { level: 1, name: 'kiinbox questions' }).waitFor();
    const item = staff.getByRole('article').filter({ hasText: marker });
    await item.getByText('Free', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Answer' }).click();
    await item.getByRole('textbox', { name: 'Your answer (Markdown)' }).fill('Keep the **same routine** every evening, and a soft light on in the hallway.');
    // The preview is the server's renderer, the one the answer is stored with.
    await item.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'same routine' }).waitFor();
    await item.getByRole('button', { name: 'Send answer' }).click();
    await staff.getByText('Answer sent', { exact: true }).first().waitFor();
    await waitUntilGone(() => staff.getByRole('article').filter({ hasText: marker }).count());
    await staff.close();

    // The open page hears it on the live channel: a toast, and the answer in place.
    await mine.getByText('Your question has been answered', { exact: true }).first().waitFor({ timeout: 30_000 });
    await myQuestion.getByText('Answered', { exact: true }).waitFor();
    await myQuestion.locator('strong', { hasText: 'same routine' }).waitFor();
    await waitForMails((m) => m.subject === 'Your question to the Kiin experts has been answered' && m.to.some((t) => t.address === member.email), 1);
    await mine.close();

    // Published without a name, and found by search.
    const { context, page } = await newPage(browser, { viewport: phone });
    await page.goto(url('/kiinbox'));
    await page.getByRole('heading', { level: 1, name: 'kiinbox' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill(marker);
    const found = page.getByRole('article').filter({ hasText: marker });
    await found.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await found.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: new RegExp(marker) }).waitFor();
    await page.getByRole('region', { name: "The expert's answer" }).locator('strong', { hasText: 'same routine' }).waitFor();
    expect(await page.getByText('Jordan').count()).toBe(0);
    await page.getByRole('link', { name: 'Ask your own question' }).waitFor();
    // A visitor is not offered the moderator's hide.
    expect(await page.getByRole('region', { name: 'Moderation' }).count()).toBe(0);
    await context.close();
  });

  it('lets a moderator take a published question out of kiinbox from its page, with a note the asker reads', async () => {
    const text = `Is it all right to use a care home for a week of respite? ${Date.now().toString(36)}`;
    const asked = await asker.request.post(`${baseUrl}/api/kiinbox/questions`, { data: { text, topic: 'carer-wellbeing', publishable: true }, headers: { origin: baseUrl } });
    expect(asked.status()).toBe(201);
    const { question } = (await asked.json()) as { question: { id: string } };
    const answered = await expert.request.post(`${baseUrl}/api/staff/kiinbox/questions/${question.id}/answer`, {
      data: { markdown: 'Yes: respite is there for you.', libraryItemIds: [] },
      headers: { origin: baseUrl },
    });
    expect(answered.status()).toBe(200);

    const moderating = await open(moderator, `/kiinbox/${question.id}`);
    const moderation = moderating.getByRole('region', { name: 'Moderation' });
    await moderation.getByRole('button', { name: 'Hide this question…' }).click();
    await moderation.getByRole('textbox', { name: /Why it is hidden/ }).fill('It names a care home.');
    await moderation.getByRole('button', { name: 'Hide from kiinbox' }).click();
    await moderating.waitForURL(url('/kiinbox'));
    expect((await moderator.request.get(`${baseUrl}/api/kiinbox/${question.id}`)).status()).toBe(404);
    await moderating.close();
    const mine = await open(asker, '/member/kiinbox');
    await mine.getByText(/A moderator hid this question: It names a care home\./).waitFor();
    await mine.close();
  });

  it('shows the crisis card at once for a question that tells of danger, and holds it for moderators, not experts', async () => {
    const mine = await open(asker, '/member/kiinbox');
    await ask(mine, crisisQuestion, 'carer-wellbeing', false);
    const card = mine.getByTestId('crisis-card');
    await card.waitFor();
    await card.getByText(crisisCardFor(['suicide']).title).waitFor();
    expect(await mine.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('kiinbox-crisis');
    await mine.getByText(kiinboxMessages.held).waitFor();
    await mine.getByRole('article').filter({ hasText: 'kill myself' }).getByText('Held for review').waitFor();
    await mine.close();

    const held = await open(moderator, '/community/moderation/kiinbox');
    await held.getByRole('heading', { level: 1, name: 'Held kiinbox questions' }).waitFor();
    await held.getByRole('article').filter({ hasText: 'kill myself tonight' }).first().getByRole('button', { name: 'Release to the experts' }).waitFor();
    await held.close();
    expect((await queue(expert)).some((q) => q.text === crisisQuestion)).toBe(false);
  });

  describe.each([
    ['dark', phone],
    ['light', desktop],
  ] as const)('in the %s theme at %o', (theme, viewport) => {
    it('has no serious accessibility violations, fits the screen, on /kiinbox and /member/kiinbox', async () => {
      for (const [context, path, ready] of [
        [null, '/kiinbox', 'Answered questions'],
        [asker, '/member/kiinbox', 'Your questions'],
      ] as const) {
        const visitor = context ? null : await newPage(browser, { viewport });
        const page = visitor ? visitor.page : await context!.newPage();
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme });
        await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
        await page.goto(url(path));
        expect(await shownTheme(page)).toBe(theme);
        await page.getByRole('region', { name: ready }).waitFor();
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
        expect(await sidewaysOverflow(page)).toBe(0);
        await page.screenshot({ path: `${shots}/${path.slice(1).replace(/\//g, '-')}-${viewport.width}-${theme}.png`, fullPage: true });
        if (visitor) await visitor.context.close();
        else await page.close();
      }
    });
  });
});

/** Waits until `count` says nothing is left. */
async function waitUntilGone(count: () => Promise<number>): Promise<void> {
  await waitFor(async () => (await count()) === 0, { timeoutMs: 10_000, intervalMs: 200, what: 'the answered question to leave the queue' });
}
