import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Condition, ContentItem } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { launchBrowser, withPage, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews } from './support/browser';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

const knownNames = ['Cardiac Health', 'Diabetes', 'Respiratory', 'Neurological', 'Orthopedic', 'Chronic Pain', 'Mental Health'];

let browser: Browser;
let conditions: Condition[];

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  conditions = await getJson<Condition[]>('/api/conditions');
});
afterAll(async () => {
  await browser.close();
});

function byName(name: string): Condition {
  const found = conditions.find((c) => c.name === name);
  if (!found) throw new Error(`no condition named ${name}`);
  return found;
}

const contentOf = (condition: Condition) => getJson<ContentItem[]>(`/api/conditions/${condition.id}/content`);
const detailPath = (condition: Condition) => `/conditions/${condition.id}`;

async function asMember<T>(run: (page: Page, context: BrowserContext) => Promise<T>) {
  const { context } = await signedInContext(browser);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Waits until no placeholder is busy. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

async function openList(page: Page): Promise<void> {
  await page.goto(url('/conditions'));
  await page.getByRole('heading', { level: 1, name: 'Health Conditions', exact: true }).waitFor();
  await settled(page);
}

async function openDetail(page: Page, condition: Condition): Promise<void> {
  await page.goto(url(detailPath(condition)));
  await page.getByRole('heading', { level: 1, name: condition.name, exact: true }).waitFor();
  await settled(page);
}

const allGroup = (page: Page) => page.getByRole('region', { name: 'All Conditions', exact: true });
const myGroup = (page: Page) => page.getByRole('region', { name: 'My Conditions', exact: true });
const contentSection = (page: Page) => page.getByRole('region', { name: 'Educational content', exact: true });
const search = (page: Page) => page.getByPlaceholder('Search conditions...', { exact: true });
const toast = (page: Page) => page.getByTestId('toast');
const addButton = (page: Page) => page.getByRole('button', { name: 'Add to My Conditions', exact: true });
const savedButton = (page: Page) => page.getByRole('button', { name: 'Saved to Profile', exact: true });

async function linkNames(page: Page, group = allGroup(page)): Promise<string[]> {
  return group.getByRole('link').allInnerTexts();
}

describe('the conditions list', () => {
  it('shows every condition as a tile linking to its page, the seven known ones included', async () => {
    expect(conditions.map((c) => c.name)).toEqual(expect.arrayContaining(knownNames));
    await withPage(browser, async (page) => {
      await openList(page);
      await page.waitForFunction(() => document.title === 'Health Conditions · Kiin');
      expect(await page.locator('h1').count()).toBe(1);
      expect(await linkNames(page)).toEqual(conditions.map((c) => c.name));
      for (const name of knownNames) {
        const link = allGroup(page).getByRole('link', { name, exact: true });
        expect(await link.getAttribute('href')).toBe(detailPath(byName(name)));
      }
    });
  });

  it('opens a condition from the keyboard', async () => {
    const diabetes = byName('Diabetes');
    await withPage(browser, async (page) => {
      await openList(page);
      await allGroup(page).getByRole('link', { name: 'Diabetes', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === detailPath(diabetes));
      await page.getByRole('heading', { level: 1, name: 'Diabetes', exact: true }).waitFor();
    });
  });

});

describe('a member saving a condition', () => {
  it('adds it, finds it under My Conditions, removes it, and the profile keeps each state', async () => {
    const diabetes = byName('Diabetes');
    await asMember(async (page, context) => {
      const saved = async () => (await (await context.request.get(url('/api/users/conditions'))).json()) as Condition[];

      await openList(page);
      expect(await page.getByRole('heading', { name: 'My Conditions' }).count()).toBe(0);

      await openDetail(page, diabetes);
      expect(await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
      expect(await addButton(page).getAttribute('aria-pressed')).toBe('false');
      await addButton(page).click();
      await toast(page).getByText('Condition added', { exact: true }).waitFor();
      expect(await toast(page).getByText('This condition has been added to your profile', { exact: true }).count()).toBe(1);
      await savedButton(page).waitFor();
      expect(await savedButton(page).getAttribute('aria-pressed')).toBe('true');
      expect((await saved()).map((c) => c.id)).toEqual([diabetes.id]);

      await page.reload();
      await settled(page);
      await savedButton(page).waitFor();

      await page.getByRole('link', { name: 'All conditions', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Health Conditions' }).waitFor();
      await myGroup(page).waitFor();
      expect(await linkNames(page, myGroup(page))).toEqual(['Diabetes']);
      expect(await myGroup(page).getByRole('link').getAttribute('href')).toBe(detailPath(diabetes));
      // One search filters both groups.
      await search(page).fill('cardiac');
      await myGroup(page).waitFor({ state: 'detached' });
      expect(await linkNames(page)).toEqual(['Cardiac Health']);
      await search(page).fill('DIAB');
      await myGroup(page).waitFor();

      await myGroup(page).getByRole('link', { name: 'Diabetes', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Diabetes' }).waitFor();
      await savedButton(page).click();
      await toast(page).getByText('Condition removed', { exact: true }).waitFor();
      expect(await toast(page).getByText('This condition has been removed from your profile', { exact: true }).count()).toBe(1);
      await addButton(page).waitFor();
      expect(await addButton(page).getAttribute('aria-pressed')).toBe('false');
      expect(await saved()).toEqual([]);

      await page.reload();
      await settled(page);
      await addButton(page).waitFor();
      await openList(page);
      expect(await page.getByRole('heading', { name: 'My Conditions' }).count()).toBe(0);
    });
  });
});

describe('a condition page', () => {
  it('shows the name, the description and exactly this condition’s content, in grid and in list', async () => {
    const chronicPain = byName('Chronic Pain');
    const items = await contentOf(chronicPain);
    expect(items.length).toBeGreaterThan(1);
    const others = await getJson<ContentItem[]>('/api/content/free');
    const unrelated = others.find((i) => !i.conditionIds.includes(chronicPain.id) && !items.some((own) => own.title === i.title));
    if (!unrelated) throw new Error('every free item belongs to Chronic Pain');

    await withPage(browser, async (page) => {
      await openDetail(page, chronicPain);
      await page.waitForFunction(() => document.title === 'Chronic Pain · Kiin');
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByText(chronicPain.description, { exact: true }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'All conditions', exact: true }).getAttribute('href')).toBe('/conditions');

      const collection = contentSection(page).getByRole('list').first().locator(':scope > li');
      const showsExactlyItsContent = async () => {
        for (const item of items) {
          await contentSection(page).getByText(item.title, { exact: true }).first().waitFor();
        }
        expect(await collection.count()).toBe(items.length);
        expect(await contentSection(page).getByText(unrelated.title, { exact: true }).count()).toBe(0);
      };
      // Cards sit side by side on a desktop; rows stack.
      const firstTwoSideBySide = async () => {
        const [a, b] = [await collection.nth(0).boundingBox(), await collection.nth(1).boundingBox()];
        if (!a || !b) throw new Error('the first two items are not on screen');
        return Math.abs(a.y - b.y) < 1;
      };

      await page.getByRole('button', { name: 'Grid view', pressed: true }).waitFor();
      await showsExactlyItsContent();
      expect(await firstTwoSideBySide()).toBe(true);

      await page.getByRole('button', { name: 'List view' }).click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'list');
      await page.getByRole('button', { name: 'List view', pressed: true }).waitFor();
      await showsExactlyItsContent();
      expect(await firstTwoSideBySide()).toBe(false);

      await page.reload();
      await settled(page);
      expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
      await showsExactlyItsContent();

      await page.getByRole('button', { name: 'Grid view' }).click();
      await page.waitForURL((u) => !u.searchParams.has('view'));
      await page.getByRole('button', { name: 'Grid view', pressed: true }).waitFor();
      await showsExactlyItsContent();
      expect(await firstTwoSideBySide()).toBe(true);
    });
  });
});

describe.each(themeViews)('accessibility in the $theme theme, $viewport.width px wide', ({ theme, viewport }) => {
  it.each([
    ['/conditions', () => '/conditions'],
    ['a condition page', () => detailPath(byName('Cardiac Health'))],
    ['a condition page in list view', () => `${detailPath(byName('Diabetes'))}?view=list`],
  ])('%s has no serious or critical axe violations and does not scroll sideways or shift as it loads', async (_label, path) => {
    await withPage(browser, 
      async (page) => {
        await page.goto(url(path()));
        await settled(page);
        expect(await shownTheme(page)).toBe(theme);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await shiftsOverBudget(page)).toEqual([]);
      },
      { theme, viewport },
    );
  });

  it('a member’s list with My Conditions has no serious or critical axe violations', async () => {
    const { context } = await signedInContext(browser, { theme });
    try {
      const page = await context.newPage();
      const res = await context.request.post(url('/api/users/conditions'), {
        data: { conditionId: byName('Respiratory').id },
        headers: { origin: baseUrl },
      });
      expect(res.ok()).toBe(true);
      await openList(page);
      await myGroup(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await openDetail(page, byName('Respiratory'));
      await savedButton(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
