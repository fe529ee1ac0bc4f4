import type { Browser, Locator, Page } from 'playwright-core';
import type { ContentItem, ContentType, Plan } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews, type PageOptions } from './support/browser';
import { url } from './support/env';
import { signedInContext } from './support/members';
import { actionLabels } from '../src/testing/content-labels';

const educational = '/resources?tab=educational';

const youTube = /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/]|$)/;
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let catalogue: ContentItem[];

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(url('/api/content/free'));
  catalogue = (await res.json()) as ContentItem[];
});
afterAll(async () => {
  await browser.close();
});

/** Script errors and console errors; a visitor's 401 for the current user is an answer, not an error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

async function withPage(run: (page: Page) => Promise<void>, options: PageOptions = {}) {
  const { context, page } = await newPage(browser, options);
  const errors = watchErrors(page);
  try {
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link or button named `<words>: <title>`, the way the cards name them for screen readers. */
const named = (words: string, title: string) => new RegExp(`^${escape(words)}: ${escape(title)}`);

const matches = (item: ContentItem, query: string) =>
  item.title.toLowerCase().includes(query.toLowerCase()) || item.description.toLowerCase().includes(query.toLowerCase());
const ofTypes = (types: ContentType[]) => catalogue.filter((item) => types.includes(item.type));
const first = (predicate: (item: ContentItem) => boolean) => {
  const found = catalogue.find(predicate);
  if (!found) throw new Error('the seed has no item the test needs');
  return found;
};

/** Opens a page with the library and waits for the items and their count. */
async function openLibrary(page: Page, path = educational) {
  await page.goto(url(path));
  await page.locator('h1').waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await count(page).waitFor();
}

/** Opens a library page and waits until it has settled: the items, or the premium upsell. */
async function openSettled(page: Page, path: string) {
  await page.goto(url(path));
  await page.locator('h1').waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.locator('#library-panel, #premium-upsell-title').first().waitFor();
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ items?$/ });
const panel = (page: Page) => page.locator('#library-panel');
const titles = (page: Page) => panel(page).getByRole('heading', { level: 3 }).allTextContents();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search content' });
const tab = (page: Page, label: string) => page.getByRole('tablist', { name: 'Content type' }).getByRole('tab', { name: label, exact: true });
const selectedTab = (page: Page) => page.getByRole('tablist', { name: 'Content type' }).getByRole('tab', { selected: true });
const card = (page: Page, title: string): Locator =>
  panel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** Waits for the collection to show exactly these items, in this order, with their count. */
async function expectShown(page: Page, expected: ContentItem[]) {
  const want = expected.map((item) => item.title);
  await count(page).filter({ hasText: new RegExp(`^${expected.length} items?$`) }).waitFor();
  await page
    .waitForFunction((list) => {
      const shown = [...document.querySelectorAll('#library-panel h3')].map((h) => h.textContent);
      return JSON.stringify(shown) === JSON.stringify(list);
    }, want)
    // On a timeout the assertion below shows the difference.
    .catch(() => undefined);
  expect(await titles(page)).toEqual(want);
}

describe('the educational tab of /resources', () => {
  it('moves between tabs with the keyboard', async () => {
    await withPage(async (page) => {
      await openLibrary(page);
      await tab(page, 'All').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Videos');
      await page.keyboard.press('Enter');
      await selectedTab(page).filter({ hasText: 'Videos' }).waitFor();
      await expectShown(page, ofTypes(['video']));
    });
  });

  it('brings back the search, tab and layout after visiting an item', async () => {
    await withPage(async (page) => {
      await openLibrary(page);
      const article = first((item) => item.type === 'article');
      const term = article.title.slice(0, 8).toUpperCase();
      await search(page).fill(term);
      await tab(page, 'Articles and Books').click();
      await page.getByRole('button', { name: 'List view' }).click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'list' && u.searchParams.get('type') === 'articles-books');
      await card(page, article.title).getByRole('link', { name: named('Read', article.title) }).click();
      await page.waitForURL((u) => u.pathname === `/content/article/${article.id}`);

      await page.goBack();
      await count(page).waitFor();
      expect(await search(page).inputValue()).toBe(term);
      expect(await selectedTab(page).textContent()).toBe('Articles and Books');
      expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
      await expectShown(page, ofTypes(['article', 'book']).filter((item) => matches(item, term)));
    });
  });
});

describe('cards', () => {
  it('show a YouTube video’s still, and the type’s illustration when there is no picture', async () => {
    await withPage(async (page) => {
      // No outside network in tests: the still is served here, through the site's real CSP.
      await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: onePixelPng }));
      await openLibrary(page);
      const video = first((item) => !item.imageUrl && youTube.test(item.contentUrl ?? ''));
      const id = youTube.exec(video.contentUrl!)![4];
      const img = card(page, video.title).locator('img');
      expect(await img.getAttribute('src')).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());

      for (const type of new Set(catalogue.map((item) => item.type))) {
        const plain = catalogue.find((item) => item.type === type && !item.imageUrl && !youTube.test(item.contentUrl ?? ''));
        if (!plain) continue;
        const art = card(page, plain.title).locator(`[data-fallback-art="${type}"]`);
        expect(await art.locator('svg').count()).toBe(1);
        expect(await card(page, plain.title).locator('img').count()).toBe(0);
      }
    });
  });
});

describe('completing an item from a card', () => {
  const toast = (page: Page) => page.getByTestId('toast');
  // Websites have nothing to finish, so they never offer Mark Complete.
  const completable = (i: ContentItem) => !i.isPremium && i.type !== 'website';

  it('asks a visitor to sign in', async () => {
    await withPage(async (page) => {
      await openLibrary(page);
      const item = first(completable);
      await card(page, item.title).getByRole('button', { name: named('Mark Complete', item.title) }).click();
      await toast(page).getByText('Authentication required', { exact: true }).waitFor();
      expect(await toast(page).getByText('Please sign in to track your progress', { exact: true }).isVisible()).toBe(true);
      expect(await card(page, item.title).getByText('Completed', { exact: true }).count()).toBe(0);
      // The toast carries the way to do it: sign in, then back to this page.
      await toast(page).getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => u.pathname === '/sign-in');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(educational);
    });
  });

  it('records it for a member: Progress updated, then a green mark and no Mark Complete', async () => {
    const { context } = await signedInContext(browser);
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openLibrary(page);
      const item = first(completable);
      const button = card(page, item.title).getByRole('button', { name: named('Mark Complete', item.title) });
      await button.click();
      await toast(page).getByText('Progress updated', { exact: true }).waitFor();
      expect(await toast(page).getByText('Content marked as completed', { exact: true }).isVisible()).toBe(true);

      const done = card(page, item.title).getByText('Completed', { exact: true });
      await done.waitFor();
      expect(await button.count()).toBe(0);
      const icon = card(page, item.title).locator('[data-completed] svg');
      const green = await icon.evaluate((el) => getComputedStyle(el).color);
      expect(green).toBe('rgb(27, 110, 58)');

      // The server remembers it.
      await page.reload();
      await count(page).waitFor();
      await card(page, item.title).getByText('Completed', { exact: true }).waitFor();
      expect(await card(page, item.title).getByRole('button', { name: /^Mark Complete/ }).count()).toBe(0);
      const other = first((i) => completable(i) && i.id !== item.id);
      expect(await card(page, other.title).getByRole('button', { name: named('Mark Complete', other.title) }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers a free member no Mark Complete on a locked premium item, nor on a website', async () => {
    const { context } = await signedInContext(browser);
    try {
      const page = await context.newPage();
      await openLibrary(page);
      const open = first(completable);
      await card(page, open.title).getByRole('button', { name: named('Mark Complete', open.title) }).waitFor();
      for (const item of [first((i) => i.isPremium), first((i) => i.type === 'website')]) {
        await card(page, item.title).waitFor();
        expect(await card(page, item.title).getByRole('button', { name: /^Mark Complete/ }).count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});

describe('/content/library', () => {
  const premiumOnly = (page: Page) => page.getByRole('button', { name: 'Premium only' });

  it('shows all content first, and premium only offers membership to a visitor', async () => {
    await withPage(async (page) => {
      const plans = page.waitForResponse((r) => r.url().endsWith('/api/plans'));
      await openLibrary(page, '/content/library');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Content Library');
      expect(await page.getByRole('button', { name: 'All content' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'Premium only' }).getAttribute('aria-pressed')).toBe('false');
      await expectShown(page, catalogue);

      await premiumOnly(page).click();
      await page.waitForURL((u) => u.searchParams.get('show') === 'premium');
      await page.getByRole('heading', { level: 2, name: 'Premium content is for members' }).waitFor();
      expect(await page.getByRole('link', { name: 'Join Kiin' }).getAttribute('href')).toBe('/join');
      expect(await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe(
        '/api/login?returnTo=%2Fcontent%2Flibrary%3Fshow%3Dpremium',
      );
      const membership = ((await (await plans).json()) as Plan[]).find((p) => p.id === 'monthly-membership')!;
      await page.getByText(`Membership is ${membership.priceLabel}.`, { exact: true }).waitFor();
      expect(await page.locator('#library-panel').count()).toBe(0);
    });
  });

  it('offers an upgrade to a free member', async () => {
    const { context } = await signedInContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(url('/content/library?show=premium'));
      await page.getByRole('heading', { level: 2, name: 'Premium content is for members' }).waitFor();
      expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/join');
      expect(await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a premium member the premium items, opened in full', async () => {
    const { context } = await signedInContext(browser, { premium: true });
    try {
      const premium = (await (await context.request.get(url('/api/content/premium'))).json()) as ContentItem[];
      expect(premium.length).toBeGreaterThan(0);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openLibrary(page, '/content/library');
      await premiumOnly(page).click();
      await expectShown(page, premium);
      expect(await page.getByText('Premium content is for members').count()).toBe(0);
      for (const item of premium) {
        expect(await card(page, item.title).getByText('Premium', { exact: true }).isVisible()).toBe(true);
      }
      // Unlocked: a premium website or book with an address opens it.
      const open = premium.find((item) => (item.type === 'book' || item.type === 'website') && item.contentUrl);
      if (open) {
        const link = card(page, open.title).getByRole('link', { name: named(actionLabels[open.type], open.title) });
        expect(await link.getAttribute('target')).toBe('_blank');
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(themeViews)('accessibility in the $theme theme, $viewport.width px wide', ({ theme, viewport }) => {
  it.each([educational, `${educational}&view=list`, '/content/library', '/content/library?show=premium', `${educational}&type=course&q=zzqx`])(
    '%s has no serious or critical axe violations and does not scroll sideways or shift as it loads',
    async (path) => {
      await withPage(
        async (page) => {
          await openSettled(page, path);
          expect(await shownTheme(page)).toBe(theme);
          expect(await seriousViolations(page)).toEqual([]);
          expect(await sidewaysOverflow(page)).toBe(0);
          expect(await shiftsOverBudget(page)).toEqual([]);
        },
        { theme, viewport },
      );
    },
  );
});
