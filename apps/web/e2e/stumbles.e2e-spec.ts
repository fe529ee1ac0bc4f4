import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Condition, ContentItem } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, phone, type PageOptions } from './support/browser';
import { url } from './support/env';
import { signedInContext } from './support/members';

let browser: Browser;
let catalogue: ContentItem[];
let conditions: Condition[];

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  catalogue = await getJson<ContentItem[]>('/api/content/free');
  conditions = await getJson<Condition[]>('/api/conditions');
});
afterAll(async () => {
  await browser.close();
});

async function withPage(run: (page: Page) => Promise<void>, options: PageOptions = {}) {
  const { context, page } = await newPage(browser, options);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

async function asMember(run: (page: Page, context: BrowserContext) => Promise<void>, options: Parameters<typeof signedInContext>[1] = {}) {
  const { context } = await signedInContext(browser, options);
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

function item(description: string, match: (i: ContentItem) => boolean): ContentItem {
  const found = catalogue.find(match);
  if (!found) throw new Error(`the catalogue has no ${description}`);
  return found;
}

function condition(name: string): Condition {
  const found = conditions.find((c) => c.name === name);
  if (!found) throw new Error(`no condition named ${name}`);
  return found;
}

/** Waits until the page's h1 is there and nothing is busy loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

const toast = (page: Page) => page.getByTestId('toast');
const createAccountForm = (page: Page) => page.getByRole('form', { name: 'Create account' });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

/** The sign-in page, opened on the create-account form. */
async function expectCreateAccountForm(page: Page): Promise<void> {
  await createAccountForm(page).waitFor();
  expect(await page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
  expect(await createAccountForm(page).getByLabel('First name').isVisible()).toBe(true);
  expect(await signInForm(page).isVisible()).toBe(false);
}

describe('joining for free', () => {
  it('/join offers Create a free account on the first screen of a phone, opening the create-account form', async () => {
    await withPage(
      async (page) => {
        await page.goto(url('/join'));
        await settled(page);
        const create = page.getByRole('main').getByRole('link', { name: 'Create a free account', exact: true });
        const box = (await create.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
        await create.click();
        await page.waitForURL((u) => u.pathname === '/sign-in' && u.searchParams.get('mode') === 'sign-up');
        await expectCreateAccountForm(page);
      },
      { viewport: phone },
    );
  });

});

describe('being signed in on a phone', () => {
  it('shows the member’s initials in the header bar, beside the menu button, which open the account sheet', async () => {
    await asMember(
      async (page) => {
        await page.goto(url('/about'));
        await settled(page);
        const banner = page.getByRole('banner');
        const account = banner.getByRole('button', { name: 'Account menu for Sam Walker', exact: true });
        await account.waitFor();
        expect((await account.textContent())?.trim()).toBe('SW');
        expect(await banner.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
        expect(await banner.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

        // Both sit inside the bar, side by side.
        const a = (await account.boundingBox())!;
        const m = (await banner.getByRole('button', { name: 'Open menu' }).boundingBox())!;
        expect(a.x + a.width).toBeLessThanOrEqual(m.x);
        expect(a.x + a.width).toBeGreaterThan(m.x - 24);
        expect(a.x + a.width).toBeLessThanOrEqual(phone.width);

        await account.click();
        const sheet = page.getByRole('dialog', { name: 'Site menu' });
        await sheet.waitFor();
        expect(await sheet.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/api/logout');
        expect(await sheet.getByRole('link', { name: 'Care Coach' }).getAttribute('href')).toBe('/coach');
        await sheet.getByText('Sam Walker', { exact: true }).waitFor();
      },
      { viewport: phone, firstName: 'Sam', lastName: 'Walker' },
    );
  });

  it('shows one account button on a desktop, the one with the menu', async () => {
    await asMember(async (page) => {
      await page.goto(url('/about'));
      await settled(page);
      const accounts = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
      await accounts.first().waitFor();
      expect(await accounts.count()).toBe(1);
      await accounts.click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).waitFor();
    });
  });
});

describe('finding Health Conditions', () => {
  it.each([
    ['the Resources page', '/resources'],
    ['the educational resources', '/resources?tab=educational'],
    ['the content library page', '/content/library'],
  ])('%s links to it', async (_where, path) => {
    await withPage(async (page) => {
      await page.goto(url(path));
      await settled(page);
      const link = page.getByRole('main').getByRole('link', { name: 'Browse Health Conditions' });
      expect(await link.getAttribute('href')).toBe('/conditions');
      await link.click();
      await page.waitForURL((u) => u.pathname === '/conditions');
      await page.getByRole('heading', { level: 1, name: 'Health Conditions', exact: true }).waitFor();
    });
  });
});

describe('premium marks', () => {
  const card = (page: Page, title: string): Locator =>
    page
      .locator('#library-panel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

  it('are only on Kiin’s own articles, never on a free outside course', async () => {
    const premium = catalogue.filter((i) => i.isPremium);
    expect(premium.length).toBeGreaterThan(0);
    expect([...new Set(premium.map((i) => i.type))]).toEqual(['article']);
    const courses = catalogue.filter((i) => i.type === 'course');
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.filter((i) => i.isPremium)).toEqual([]);

    const dementiaCourse = item('free dementia course', (i) => i.type === 'course' && /dementia/i.test(i.title));
    await withPage(async (page) => {
      await page.goto(url('/resources?tab=educational&type=course'));
      await settled(page);
      const shown = card(page, dementiaCourse.title);
      await shown.waitFor();
      expect(await shown.getByText('Premium', { exact: true }).count()).toBe(0);
      expect(await page.locator('#library-panel').getByText('Premium', { exact: true }).count()).toBe(0);
    });
  });
});

describe('removing a saved condition', () => {
  it('says Condition removed and offers Undo, which saves it again', async () => {
    const respiratory = condition('Respiratory');
    await asMember(async (page, context) => {
      const savedIds = async () => ((await (await context.request.get(url('/api/users/conditions'))).json()) as Condition[]).map((c) => c.id);
      await page.goto(url(`/conditions/${respiratory.id}`));
      await settled(page);
      await page.getByRole('button', { name: 'Add to My Conditions', exact: true }).click();
      await toast(page).getByText('Condition added', { exact: true }).waitFor();

      const savedButton = page.getByRole('button', { name: 'Saved to Profile', exact: true });
      await savedButton.click();
      await toast(page).getByText('Condition removed', { exact: true }).waitFor();
      // The pointer rests on the toast, which holds its 5 s while the checks below run.
      await toast(page).hover();
      expect(await toast(page).getByText('This condition has been removed from your profile', { exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Add to My Conditions', exact: true }).waitFor();
      expect(await savedIds()).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await toast(page).getByRole('button', { name: 'Undo', exact: true }).click();
      await toast(page).getByText('Condition added', { exact: true }).waitFor();
      await savedButton.waitFor();
      expect(await savedButton.getAttribute('aria-pressed')).toBe('true');
      expect(await savedIds()).toEqual([respiratory.id]);
    });
  });
});

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  it('the conditions search’s suggestions have no serious or critical axe violations', async () => {
    await withPage(
      async (page) => {
        await page.goto(url('/conditions'));
        await settled(page);
        await page.getByPlaceholder('Search conditions...', { exact: true }).fill('zzqx');
        await page.getByRole('button', { name: 'dementia' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      },
      { theme, viewport: phone },
    );
  });

  it('a member’s phone header and the link to Health Conditions have no serious or critical axe violations', async () => {
    await asMember(
      async (page) => {
        await page.goto(url('/resources'));
        await settled(page);
        await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).waitFor();
        await page.getByRole('link', { name: 'Browse Health Conditions' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      },
      { theme, viewport: phone },
    );
  });
});
