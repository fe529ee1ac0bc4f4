import type { Browser, Page } from 'playwright-core';
import type { ContentItem } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { launchBrowser, withPage, phone, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews } from './support/browser';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

let browser: Browser;
let catalogue: ContentItem[];

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(url('/api/content/free'));
  if (!response.ok) throw new Error(`the catalogue answered ${response.status}`);
  catalogue = (await response.json()) as ContentItem[];
});
afterAll(async () => {
  await browser.close();
});

function pick(description: string, match: (item: ContentItem) => boolean): ContentItem {
  const found = catalogue.find(match);
  if (!found) throw new Error(`the catalogue has no ${description}`);
  return found;
}

// Lists never carry article bodies; an in-house article is a free article with no outside address.
const inHouseArticle = () => pick('in-house article', (i) => i.type === 'article' && !i.locked && i.contentUrl === null);
const outsideArticle = () => pick('article on another site', (i) => i.type === 'article' && !i.locked && Boolean(i.contentUrl));
const youTubeVideo = () => pick('YouTube video', (i) => i.type === 'video' && !i.locked && /youtube\.com\/watch/.test(i.contentUrl ?? ''));
const freePodcast = () => pick('free podcast', (i) => i.type === 'podcast' && !i.locked && Boolean(i.contentUrl));
const lockedArticle = () => pick('premium article', (i) => i.type === 'article' && i.locked);

const detailPath = (item: Pick<ContentItem, 'type' | 'id'>) => `/content/${item.type}/${item.id}`;

async function asMember<T>(premium: boolean, run: (page: Page) => Promise<T>) {
  const { context } = await signedInContext(browser, { premium });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens an item and waits until it has loaded. */
async function openItem(page: Page, item: ContentItem, path = detailPath(item)): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1, name: item.title, exact: true }).waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** The item itself, apart from the related cards below it. */
const article = (page: Page, item: ContentItem) => page.getByRole('article', { name: item.title, exact: true });
const markComplete = (page: Page, item: ContentItem) => article(page, item).getByRole('button', { name: 'Mark Complete', exact: true });
const completedButton = (page: Page, item: ContentItem) => article(page, item).getByRole('button', { name: 'Completed', exact: true });
const toast = (page: Page) => page.getByTestId('toast');

function reviewDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));
}

describe('an in-house article', () => {
  it('renders its Markdown under the one h1, with the evidence, meta line, back link and tab title', async () => {
    const item = inHouseArticle();
    await withPage(browser, async (page) => {
      await openItem(page, item);
      expect(await page.locator('h1').count()).toBe(1);
      await page.waitForFunction((expected) => document.title === expected, `${item.title} · Kiin`);

      // Markdown: section headings at h2 and bulleted lists, no literal Markdown left over.
      expect(await article(page, item).locator('h2').count()).toBeGreaterThan(1);
      expect(await article(page, item).locator('ul li').count()).toBeGreaterThan(2);
      expect(await article(page, item).getByText(/^## /).count()).toBe(0);

      const meta = page.getByRole('list', { name: 'About this resource' });
      await meta.getByText('Article', { exact: true }).waitFor();
      if (item.duration) await meta.getByText(`${item.duration} min`, { exact: true }).waitFor();
      expect(await meta.getByText('Premium').count()).toBe(0);

      const evidence = page.getByRole('region', { name: 'About this information' });
      if (item.reviewedBy && item.reviewedAt) {
        await evidence.getByText(`Reviewed by ${item.reviewedBy} on ${reviewDate(item.reviewedAt)}`, { exact: true }).waitFor();
      }
      const sources = evidence.getByRole('link');
      expect(await sources.count()).toBe(item.sources.length);
      for (const [index, source] of item.sources.entries()) {
        const link = sources.nth(index);
        expect(await link.getAttribute('href')).toBe(source.url);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      }

      const back = page.getByRole('link', { name: 'Back to resources' });
      expect(await back.getAttribute('href')).toBe('/resources?tab=educational');
      await back.click();
      await page.waitForURL((u) => u.pathname === '/resources' && u.searchParams.get('tab') === 'educational');
    });
  });

  it('never renders raw HTML or unsafe links from the Markdown, and opens outside links safely', async () => {
    const item = inHouseArticle();
    await withPage(browser, async (page) => {
      await page.route(`**/api/content/${item.id}`, async (route) => {
        const response = await route.fetch();
        const real = (await response.json()) as ContentItem;
        const body = [
          '# A top-level heading',
          '<script>window.__injected = "script"</script>',
          '<img src="x" onerror="window.__injected = \'img\'">',
          '<b>bold by HTML</b>',
          '[A bad link](javascript:window.__injected="link")',
          '[An outside link](https://www.healthdirect.gov.au/)',
          real.body ?? '',
        ].join('\n\n');
        await route.fulfill({ response, json: { ...real, body } });
      });
      await openItem(page, item);
      const body = article(page, item);
      await body.getByRole('heading', { level: 2, name: 'A top-level heading' }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await body.locator('script, img, b').count()).toBe(0);
      expect(await body.getByText('<script>').count()).toBe(0);
      await body.getByText('A bad link', { exact: true }).waitFor();
      expect(await body.getByRole('link', { name: 'A bad link' }).count()).toBe(0);
      expect(await body.locator('a[href^="javascript:" i]').count()).toBe(0);
      const outside = body.getByRole('link', { name: /^An outside link/ });
      expect(await outside.getAttribute('target')).toBe('_blank');
      expect(await outside.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    });
  });

});

describe('items on other sites', () => {
  it('a YouTube video plays in the privacy-enhanced 16:9 player the site allows', async () => {
    const item = youTubeVideo();
    const videoId = new URL(item.contentUrl!).searchParams.get('v');
    await withPage(browser, async (page) => {
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      // The frame is only requested if the site's Content-Security-Policy allows the host.
      const framed = page.waitForRequest((r) => r.url() === `https://www.youtube-nocookie.com/embed/${videoId}`);
      await openItem(page, item);
      const player = article(page, item).locator('iframe');
      expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${videoId}`);
      expect(await player.getAttribute('title')).toBe(`Video: ${item.title}`);
      const box = (await player.boundingBox())!;
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
      await framed;
      expect(refused).toEqual([]);
    });
  });

  it('a podcast on Spotify plays in a 352 px embed the site allows', async () => {
    const item = freePodcast();
    const episode = 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk';
    await withPage(browser, async (page) => {
      await page.route(`**/api/content/${item.id}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as ContentItem), contentUrl: episode } });
      });
      await page.route('https://open.spotify.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
      const framed = page.waitForRequest((r) => r.url() === 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk');
      await openItem(page, item);
      const player = article(page, item).locator('iframe');
      expect(await player.getAttribute('src')).toBe('https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk');
      expect(await player.getAttribute('title')).toBe(`Podcast: ${item.title}`);
      expect((await player.boundingBox())!.height).toBe(352);
      await framed;
    });
  });

});

describe('premium items', () => {
  it('open in full for premium members', async () => {
    const item = lockedArticle();
    await asMember(true, async (page) => {
      await openItem(page, item);
      await markComplete(page, item).waitFor();
      expect(await page.getByRole('region', { name: 'Premium content' }).count()).toBe(0);
      // The article's own sections, beside the evidence box.
      expect(await article(page, item).locator('h2').count()).toBeGreaterThan(2);
    });
  });
});

describe('progress and sharing', () => {
  it('Mark Complete shows the spec toast, then a disabled Completed that stays after a reload', async () => {
    const item = inHouseArticle();
    await asMember(false, async (page) => {
      await openItem(page, item);
      await markComplete(page, item).click();
      await toast(page).getByText('Progress updated', { exact: true }).waitFor();
      await toast(page).getByText('Content marked as completed', { exact: true }).waitFor();
      const completed = completedButton(page, item);
      await completed.waitFor();
      expect(await completed.isDisabled()).toBe(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
      await completedButton(page, item).waitFor();
      expect(await completedButton(page, item).isDisabled()).toBe(true);
      expect(await markComplete(page, item).count()).toBe(0);
    });
  });

  it('asks visitors to sign in', async () => {
    const item = youTubeVideo();
    await withPage(browser, async (page) => {
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
      await openItem(page, item);
      await markComplete(page, item).click();
      await toast(page).getByText('Authentication required', { exact: true }).waitFor();
      await toast(page).getByText('Please sign in to track your progress', { exact: true }).waitFor();
      expect(await markComplete(page, item).isEnabled()).toBe(true);
    });
  });

  it('Share copies the address and says Link copied (from the keyboard too)', async () => {
    const item = outsideArticle();
    await withPage(browser, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await openItem(page, item);
      const share = page.getByRole('button', { name: 'Share' });
      await share.focus();
      await page.keyboard.press('Enter');
      await toast(page).getByText('Link copied', { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(detailPath(item)));
    });
  });
});

describe('related content', () => {
  it('lists up to three other items of the same type', async () => {
    const item = inHouseArticle();
    const sameType = (await (await fetch(url(`/api/content/type/${item.type}`))).json()) as ContentItem[];
    const others = sameType.filter((i) => i.id !== item.id);
    const expected = others.slice(0, 3);
    expect(expected.length).toBeGreaterThan(0);
    await withPage(browser, async (page) => {
      await openItem(page, item);
      const related = page.getByRole('region', { name: 'Related content' });
      for (const other of expected) await related.getByText(other.title, { exact: true }).first().waitFor();
      expect(await related.getByText(item.title, { exact: true }).count()).toBe(0);
      for (const other of others.slice(3)) expect(await related.getByText(other.title, { exact: true }).count()).toBe(0);
    });
  });
});

describe.each(themeViews)('accessibility in the $theme theme, $viewport.width px wide', ({ theme, viewport }) => {
  it.each([
    ['an article', inHouseArticle],
    ['a locked premium item', lockedArticle],
  ] as const)('%s has no serious or critical axe violations and does not scroll sideways or shift as it loads', async (_label, choose) => {
    const item = choose();
    await withPage(browser, 
      async (page) => {
        await openItem(page, item);
        expect(await shownTheme(page)).toBe(theme);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await shiftsOverBudget(page)).toEqual([]);
      },
      { theme, viewport },
    );
  });
});

describe('on a 375 px phone', () => {
  it.each([
    ['an article on another site', outsideArticle],
    ['a video', youTubeVideo],
  ] as const)('%s fits a phone without sideways scrolling or shifting as it loads', async (_label, choose) => {
    const item = choose();
    await withPage(browser, 
      async (page) => {
        await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
        await openItem(page, item);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await shiftsOverBudget(page)).toEqual([]);
      },
      { viewport: phone },
    );
  });
});
