import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Condition, ContentItem } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, phone, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews } from './support/browser';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

/**
 * /dashboard in Chromium: the sign-in prompt, a new member's first steps, and a member with
 * three saved conditions and six completed items, all set up through the API as the app does it.
 */
let browser: Browser;
/** A free member with 3 saved conditions and 6 completions (oldest first in `completedItems`). */
let busy: BrowserContext;
let savedConditions: Condition[];
let completedItems: ContentItem[];
let conditionItems: ContentItem[];

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function post(context: BrowserContext, path: string, data: object): Promise<void> {
  const res = await context.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
  if (res.status() >= 300) throw new Error(`POST ${path} answered ${res.status()} ${await res.text()}`);
}

const completable = (item: ContentItem) => !item.isPremium && !item.locked && item.type !== 'website';

beforeAll(async () => {
  browser = await launchBrowser();
  const conditions = await getJson<Condition[]>('/api/conditions');
  const withContent = await Promise.all(conditions.map(async (c) => ({ c, items: await getJson<ContentItem[]>(`/api/conditions/${c.id}/content`) })));
  // The three conditions with the most content, so recommendations can come from them.
  const chosen = withContent.sort((a, b) => b.items.length - a.items.length).slice(0, 3);
  savedConditions = chosen.map((x) => x.c);
  conditionItems = [...new Map(chosen.flatMap((x) => x.items).map((i) => [i.id, i])).values()];
  const library = await getJson<ContentItem[]>('/api/content/free');
  // Six items to complete, from the conditions first, so that recommending them would be easy.
  completedItems = [...new Map([...conditionItems, ...library].filter(completable).map((i) => [i.id, i])).values()].slice(0, 6);

  ({ context: busy } = await signedInContext(browser, { firstName: 'Dana', lastName: 'Busy' }));
  for (const c of savedConditions) await post(busy, '/api/users/conditions', { conditionId: c.id });
  // One at a time: the order of completion is the order of `completedItems`.
  for (const item of completedItems) await post(busy, '/api/users/completed-content', { contentId: item.id });
});
afterAll(async () => {
  await busy?.close();
  await browser.close();
});

const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(url(path));
  await settled(page);
  return page;
};

/** The page's heading is there and no skeleton is busy. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

const main = (page: Page) => page.locator('main');
const listItems = (page: Page, name: string) => main(page).getByRole('list', { name, exact: true }).locator(':scope > li');
const texts = async (page: Page, selector: string, list: string) => (await listItems(page, list).locator(selector).allTextContents()).map((t) => t.trim());

describe('/dashboard for a new member', () => {
  it('says what to do first, shows empty lists, and still recommends three items from the library', async () => {
    const { context } = await signedInContext(browser, { firstName: 'Nova', lastName: 'New' });
    try {
      const page = await open(context, '/dashboard');
      await main(page).getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(await main(page).getByRole('tab').allTextContents()).toEqual(['Overview', 'Learning', 'Conditions']);

      const start = main(page).getByRole('region', { name: 'Getting started' });
      expect(await start.getByRole('link', { name: 'Browse conditions' }).getAttribute('href')).toBe('/conditions');
      expect(await start.getByRole('link', { name: 'Open the library' }).getAttribute('href')).toBe('/content/library');
      expect(await start.getByRole('link', { name: 'See upcoming kliinics' }).getAttribute('href')).toBe('/kliinics');

      expect(await main(page).getByTestId('activity-empty').innerText()).toContain('Read something in the library');
      expect(await main(page).getByTestId('activity-empty').getByRole('link').getAttribute('href')).toBe('/content/library');
      expect(await main(page).getByText('You have not saved any conditions yet.', { exact: false }).count()).toBe(1);
      expect(await main(page).getByTestId('learning-progress-figure').innerText()).toBe('0 of 30');
      // A first visit is greeted as one, and the goal is not "30 more to reach 30".
      await main(page).getByText('Welcome, Nova.').waitFor();
      await main(page).getByText('Your goal is 30 items: complete your first to begin.').waitFor();
      expect(await main(page).getByTestId('points').innerText()).toMatch(/^\d+$/);
      expect(await main(page).getByRole('link', { name: 'View achievements' }).getAttribute('href')).toBe('/profile?tab=achievements');
      expect(await listItems(page, 'Recommended for you').count()).toBe(3);

      await main(page).getByRole('tab', { name: 'Learning' }).click();
      await page.waitForURL((u) => u.searchParams.get('tab') === 'learning');
      expect(await main(page).getByTestId('learning-empty').getByRole('link').getAttribute('href')).toBe('/content/library');

      await main(page).getByRole('tab', { name: 'Conditions' }).click();
      await page.waitForURL((u) => u.searchParams.get('tab') === 'conditions');
      expect(await main(page).getByTestId('conditions-empty').getByRole('link').getAttribute('href')).toBe('/conditions');
    } finally {
      await context.close();
    }
  });
});

describe('/dashboard live', () => {
  it('the Points card and a toast follow points earned elsewhere (another device), without a reload', async () => {
    const { context } = await signedInContext(browser, { firstName: 'Lee', lastName: 'Live' });
    try {
      const page = await context.newPage();
      // The page opens the member's live channel as it starts.
      const channel = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
      await page.goto(url('/dashboard'));
      await settled(page);
      expect((await channel).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
      const points = main(page).getByTestId('points');
      const before = Number(await points.innerText());
      // A mark that a reload would wipe out.
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

      const item = (await getJson<ContentItem[]>('/api/content/free')).find(completable)!;
      await post(context, '/api/users/completed-content', { contentId: item.id });

      // Content, the broker, gamification and the gateway's channel: given a minute, as the API
      // tests kill and restart a service of the same product meanwhile (the supervisor check).
      await page.getByTestId('toast').getByText('+10 points', { exact: true }).waitFor({ timeout: 60_000 });
      await points.filter({ hasText: new RegExp(`^${before + 10}$`) }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('/dashboard with 3 saved conditions and 6 completions', () => {
  it('recommends exactly 3 items, none completed or locked, from the conditions first', async () => {
    const page = await open(busy, '/dashboard');
    const titles = await texts(page, 'h3', 'Recommended for you');
    expect(titles).toHaveLength(3);
    const done = new Set(completedItems.map((i) => i.title));
    expect(titles.filter((t) => done.has(t))).toEqual([]);
    const library = await getJson<ContentItem[]>('/api/content/free');
    for (const title of titles) {
      const item = library.find((i) => i.title === title);
      expect(item).toBeDefined();
      expect(item!.isPremium).toBe(false);
    }
    const openFromConditions = conditionItems.filter((i) => !done.has(i.title) && !i.isPremium);
    if (openFromConditions.length >= 3) {
      const fromConditions = new Set(openFromConditions.map((i) => i.title));
      expect(titles.every((t) => fromConditions.has(t))).toBe(true);
    }
    // No completed mark and a way to finish each one from here.
    expect(await listItems(page, 'Recommended for you').locator('[data-completed="true"]').count()).toBe(0);
    await page.close();
  });

  it('shows the 3 latest completions as activity, 2 condition chips plus +1 more, "6 of 30" and the points', async () => {
    const page = await open(busy, '/dashboard');
    const newestFirst = [...completedItems].reverse().map((i) => i.title);
    expect(await texts(page, 'a', 'Recent activity')).toEqual(newestFirst.slice(0, 3));
    await main(page).getByText(/^Welcome back, \w+\.$/).waitFor();
    await main(page).getByText('24 more to reach 30.').waitFor();
    expect(await listItems(page, 'Recent activity').first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const chips = main(page).getByTestId('condition-chip');
    expect(await chips.allTextContents()).toEqual(savedConditions.slice(0, 2).map((c) => c.name));
    expect(await chips.first().getAttribute('href')).toBe(`/conditions/${savedConditions[0].id}`);
    const more = main(page).getByTestId('condition-chip-more');
    expect(await more.innerText()).toMatch(/^\+1 more\b/);
    expect(await main(page).getByRole('link', { name: /^\+1 more/ }).getAttribute('href')).toBe('/profile?tab=conditions');
    expect(await main(page).getByTestId('condition-chip').or(more).count()).toBe(3);

    expect(await main(page).getByTestId('learning-progress-figure').first().innerText()).toBe('6 of 30');
    const bar = main(page).getByRole('progressbar', { name: 'Learning progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('20');
    // Getting started has gone: this member has done the first steps.
    expect(await main(page).getByRole('region', { name: 'Getting started' }).count()).toBe(0);
    // Points arrive through the event backbone: 5 for signing up, 10 for each first completion.
    await page.reload();
    await settled(page);
    expect(Number(await main(page).getByTestId('points').innerText())).toBeGreaterThanOrEqual(5);
    await page.close();
  });

  for (const { theme, viewport } of themeViews) {
    it(`has no serious axe violations on each tab, and nothing overflows sideways or shifts as it loads (${theme}, ${viewport.width} px)`, async () => {
      const page = await busy.newPage();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      for (const tab of ['', '?tab=learning', '?tab=conditions']) {
        await page.goto(url(`/dashboard${tab}`));
        await settled(page);
        expect(await shownTheme(page)).toBe(theme);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        expect({ tab, overflow: await sidewaysOverflow(page) }).toEqual({ tab, overflow: 0 });
        expect({ tab, shifts: await shiftsOverBudget(page) }).toEqual({ tab, shifts: [] });
      }
      await page.close();
    });
  }
});

describe('/dashboard signed out, in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violations (${theme}) and fits a phone`, async () => {
      const { context, page } = await newPage(browser, { theme, viewport: phone });
      try {
        await page.goto(url('/dashboard'));
        await main(page).getByRole('heading', { level: 1, name: 'Dashboard Access' }).waitFor();
        expect(await shownTheme(page)).toBe(theme);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
