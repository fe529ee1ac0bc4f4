import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Condition, ContentItem } from '@kiin/contracts';
import { waitFor } from '@kiin/testing/e2e';
import { seriousViolations } from './support/axe';
import { desktop, launchBrowser, newPage, phone, type PageOptions } from './support/browser';
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

  it('/join does not offer a member a second account', async () => {
    await asMember(async (page) => {
      await page.goto(url('/join'));
      await settled(page);
      await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Choose how to attend kliinics' }).waitFor();
      expect(await page.getByRole('link', { name: 'Create a free account' }).count()).toBe(0);
    });
  });

  it('the header’s Sign up opens the create-account form, and Sign in the sign-in form', async () => {
    await withPage(
      async (page) => {
        await page.goto(url('/about'));
        await settled(page);
        const banner = page.getByRole('banner');
        await banner.getByRole('link', { name: 'Sign up', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/sign-in' && u.searchParams.get('returnTo') === '/about');
        await expectCreateAccountForm(page);

        await page.goto(url('/about'));
        await banner.getByRole('link', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/sign-in' && u.searchParams.get('returnTo') === '/about');
        await signInForm(page).waitFor();
        expect(await page.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
        expect(await createAccountForm(page).isVisible()).toBe(false);
      },
      { viewport: desktop },
    );
  });

  it('the phone menu’s Sign up opens the create-account form too', async () => {
    await withPage(
      async (page) => {
        await page.goto(url('/village'));
        await settled(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Sign up', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/sign-in' && u.searchParams.get('returnTo') === '/village');
        await expectCreateAccountForm(page);
      },
      { viewport: phone },
    );
  });

  it('only sign-up is passed on: any other mode opens the sign-in form', async () => {
    await withPage(async (page) => {
      await page.goto(url('/api/login?returnTo=%2Fabout&mode=admin'));
      await page.waitForURL((u) => u.pathname === '/sign-in');
      expect(new URL(page.url()).searchParams.get('mode')).toBeNull();
      await signInForm(page).waitFor();
      expect(await createAccountForm(page).isVisible()).toBe(false);
    });
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

describe('searching conditions', () => {
  const allGroup = (page: Page) => page.getByRole('region', { name: 'All Conditions', exact: true });
  const search = (page: Page) => page.getByPlaceholder('Search conditions...', { exact: true });
  const shownNames = (page: Page) => allGroup(page).getByRole('link').allInnerTexts();

  async function openList(page: Page) {
    await page.goto(url('/conditions'));
    await settled(page);
    await allGroup(page).getByRole('link').first().waitFor();
  }

  async function expectFound(page: Page, query: string, names: string[]) {
    await search(page).fill(query);
    const word = names.length === 1 ? 'condition matches' : 'conditions match';
    await page.getByText(`${names.length} ${word} your search.`, { exact: true }).waitFor();
    // The list follows the box a render later (a deferred value), and the count before may be the same.
    const listed = () => shownNames(page).then((shown) => (JSON.stringify(shown) === JSON.stringify(names) ? shown : undefined));
    await waitFor(listed, { timeoutMs: 10_000, what: `the conditions listed for "${query}"` }).catch(() => undefined);
    expect(await shownNames(page)).toEqual(names);
  }

  it('finds conditions by the everyday words people use, in any case', async () => {
    for (const name of ['Cardiac Health', 'Mental Health', 'Neurological', 'Respiratory']) condition(name);
    await withPage(async (page) => {
      await openList(page);
      await expectFound(page, 'heart', ['Cardiac Health']);
      await expectFound(page, 'HEART', ['Cardiac Health']);
      await expectFound(page, 'anxiety', ['Mental Health']);
      await expectFound(page, 'Dementia', ['Neurological']);
      await expectFound(page, 'alzheimers', ['Neurological']);
      await expectFound(page, 'asthma', ['Respiratory']);
      // Names still match as they always did.
      await expectFound(page, 'diab', ['Diabetes']);
    });
  });

  it('when nothing matches, suggests words to try, and a suggestion searches for it', async () => {
    await withPage(
      async (page) => {
        await openList(page);
        await search(page).fill('zzqx');
        await page.getByText('No conditions found matching your search.', { exact: true }).waitFor();
        const suggestions = page.getByRole('list', { name: 'Try a common word instead, such as:' });
        expect(await suggestions.getByRole('button').allInnerTexts()).toEqual(['heart', 'dementia', 'asthma', 'anxiety', 'diabetes', 'back pain']);
        expect(await seriousViolations(page)).toEqual([]);

        await suggestions.getByRole('button', { name: 'asthma' }).click();
        await page.getByText('1 condition matches your search.', { exact: true }).waitFor();
        expect(await search(page).inputValue()).toBe('asthma');
        expect(await shownNames(page)).toEqual(['Respiratory']);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search conditions');
      },
      { viewport: phone },
    );
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

describe('Mark Complete', () => {
  const website = () => item('website', (i) => i.type === 'website');
  const lockedArticle = () => item('premium article', (i) => i.isPremium);
  const openArticle = () => item('free article', (i) => i.type === 'article' && !i.isPremium);
  const detail = (i: ContentItem) => `/content/${i.type}/${i.id}`;
  const mainArticle = (page: Page, i: ContentItem) => page.getByRole('article', { name: i.title, exact: true });

  it('shows on library cards only where completing makes sense, with one label', async () => {
    await asMember(async (page) => {
      await page.goto(url('/resources?tab=educational'));
      await settled(page);
      const cards = page.locator('#library-panel');
      const titled = (title: string) => cards.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
      const open = titled(openArticle().title).getByRole('button', { name: `Mark Complete: ${openArticle().title}`, exact: true });
      await open.waitFor();
      expect((await open.textContent())?.trim()).toBe('Mark Complete');
      expect(await titled(website().title).getByRole('button', { name: /Mark Complete/i }).count()).toBe(0);
      expect(await titled(lockedArticle().title).getByRole('button', { name: /Mark Complete/i }).count()).toBe(0);
      // The list view too.
      await page.getByRole('button', { name: 'List view' }).click();
      await titled(website().title).getByRole('link').first().waitFor();
      expect(await titled(website().title).getByRole('button', { name: /Mark Complete/i }).count()).toBe(0);
      expect(await cards.getByRole('button', { name: /Mark complete/ }).count()).toBe(0);
    });
  });

  it('shows on an item’s own page with the same label, but not on a website or a locked premium item', async () => {
    await asMember(async (page) => {
      const article = openArticle();
      await page.goto(url(detail(article)));
      await settled(page);
      await mainArticle(page, article).getByRole('button', { name: 'Mark Complete', exact: true }).waitFor();

      for (const other of [website(), lockedArticle()]) {
        await page.goto(url(detail(other)));
        await page.getByRole('heading', { level: 1, name: other.title, exact: true }).waitFor();
        await settled(page);
        await mainArticle(page, other).getByRole('button', { name: 'Share' }).waitFor();
        expect(await mainArticle(page, other).getByRole('button', { name: /Mark Complete/i }).count()).toBe(0);
      }
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
