import type { Browser, BrowserContext, Page } from 'playwright-core';
import { communityMessages, crisisCardFor, type DiscussionSummary } from '@kiin/contracts';
import { waitFor } from '@kiin/testing/e2e';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, phone, shownTheme } from './support/browser';
import { allDiscussions, grantRoleTo, postComments, postDiscussion, trustInCommunity, wholeQueue } from './support/community';
import { url } from './support/env';
import { signedInContext } from './support/members';

let browser: Browser;
let seeded: DiscussionSummary[];
/** A trusted free member, reused across tests that only read or comment. */
let member: BrowserContext;
/** A moderator, given the role once with the operators' command and reused by every test here. */
let moderator: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  // The seeded discussions, days old; other test files may have added their own meanwhile.
  const startedAt = Date.now();
  seeded = (await allDiscussions()).filter((d) => Date.parse(d.createdAt) < startedAt - 60 * 60_000);
  ({ context: member } = await signedInContext(browser, { firstName: 'Casey', lastName: 'Member' }));
  await trustInCommunity(member);
  ({ context: moderator } = await signedInContext(browser, { firstName: 'Mo', lastName: 'Derator' }));
  await grantRoleTo(moderator, 'moderator');
});
afterAll(async () => {
  await browser.close();
});

const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(url(path));
  return page;
};
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('/community', () => {
  it('shows the search, New Discussion, the three tabs and the discussions with relative times, views and comments', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/community'));
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    expect(await page.getByPlaceholder('Search discussions...').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'New Discussion' }).getAttribute('href')).toBe('/community/new');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['All Discussions', 'Free', 'Premium']);
    // The oldest free discussion: one of the seeded ones, days old.
    const free = seeded.filter((d) => !d.isPremiumOnly).at(-1)!;
    // By now it is pages down the list: the server's search brings it up.
    await page.getByPlaceholder('Search discussions...').fill(free.title);
    const link = page.getByRole('link', { name: new RegExp(free.title.replace(/[?()]/g, '.')) });
    expect(await link.getAttribute('href')).toBe(`/community/${free.id}`);
    expect(await link.innerText()).toMatch(/(\d+ (days?|weeks?|hours?) ago|yesterday|last week)/);
    expect(await link.innerText()).toMatch(/\d+ views?/);
    expect(await link.innerText()).toMatch(/\d+ comments?/);
    await context.close();
  });

  it('greys locked premium discussions, unlinked, with Unlock and Upgrade to Premium to /profile#premium', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/community'));
    const locked = page.getByTestId('discussion-locked').first();
    await locked.waitFor();
    expect(await locked.getByRole('link', { name: 'Unlock' }).getAttribute('href')).toBe('/profile#premium');
    expect(await locked.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/profile#premium');
    expect(await locked.locator('a[href^="/community/"]').count()).toBe(0);
    // Greyed: a grey background and a dashed border, unlike an open discussion's card.
    const openCard = page.getByRole('article').filter({ has: page.locator('a[href^="/community/"]') }).first();
    const look = (el: Element) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderStyle];
    expect(await locked.evaluate(look)).not.toEqual(await openCard.evaluate(look));
    expect((await locked.evaluate(look))[1]).toBe('dashed');
    await context.close();
  });

  it('shows the first page at once and a Show more button that loads the next and says how many came; search asks the server', async () => {
    const marker = `Pacing ${Date.now().toString(36)}`;
    for (let i = 1; i <= 22; i += 1) await postDiscussion(member, `${marker} tip ${i}`, `What helps with pacing on day ${i} of a hard week?`);
    const { context, page } = await newPage(browser);
    await page.goto(url('/community'));
    await page.getByRole('article').first().waitFor();
    const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/discussions' && new URL(r.url()).searchParams.get('q') === marker.toLowerCase());
    await page.getByPlaceholder('Search discussions...').fill(marker.toLowerCase());
    await searched;
    const cards = page.getByRole('region', { name: 'Discussions' }).getByRole('article');
    // The unfiltered list (other files post meanwhile) gives way to the search's first page.
    await cards.first().getByText(`${marker} tip 22`).waitFor();
    expect(await cards.count()).toBe(20);
    expect(await cards.filter({ hasNotText: marker }).count()).toBe(0);
    // A real button: reached and pressed from the keyboard.
    const more = page.getByRole('button', { name: 'Show more discussions' });
    await more.focus();
    await page.keyboard.press('Enter');
    await cards.nth(21).waitFor();
    expect(await cards.count()).toBe(22);
    expect(await cards.last().innerText()).toContain(`${marker} tip 1`);
    await page.getByRole('status').filter({ hasText: '2 more discussions loaded. All discussions are shown.' }).waitFor({ state: 'attached' });
    expect(await more.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(`${marker} tip 2`);
    // The tabs ask the server too.
    await page.getByRole('tab', { name: 'Premium' }).click();
    await page.getByText('No premium discussions found matching your criteria.', { exact: true }).waitFor();
    await context.close();
  });
});

describe('/community/new', () => {
  it('takes the first line as the title, explains the format, creates and returns to /community', async () => {
    const page = await open(member, '/community/new');
    const box = page.getByLabel('Your discussion');
    await box.waitFor();
    expect(await page.getByText('Premium members only').count()).toBe(0);
    await box.fill('Only a title line');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText(communityMessages.invalidFormat, { exact: true }).waitFor();
    // Title and content together need at least 20 characters: "Tired" + "Any tips?" is 14.
    await box.fill('Tired\nAny tips?');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText(communityMessages.tooShort(20, 14), { exact: true }).waitFor();
    expect(page.url()).toBe(url('/community/new'));

    const title = `Evening routines ${Date.now()}`;
    await box.fill(`${title}\nWhat helps you wind down after a long day of caring?`);
    await page.getByRole('button', { name: 'Post' }).click();
    await toast(page, 'Discussion created');
    await page.waitForURL(url('/community'));
    await page.getByRole('link', { name: new RegExp(title) }).waitFor();
    await page.close();
  });

  it("holds a new member's first post for review and says so; the moderator's decision and the points reach the open page", async () => {
    const { context } = await signedInContext(browser);
    try {
      const page = await open(context, '/community/new');
      const title = `Hello everyone ${Date.now()}`;
      await page.getByLabel('Your discussion').fill(`${title}\nI am new here and caring for my mum.`);
      await page.getByRole('button', { name: 'Post' }).click();
      await page.getByText(`${communityMessages.heldFirstPosts} ${communityMessages.heldPoints('discussion')}`, { exact: true }).waitFor();
      // Every toast title the page shows from now on, in order (one toast at a time, 5 s each).
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenToasts: seen });
        new MutationObserver(() => {
          const title = document.querySelector('[data-testid="toast"] p')?.textContent;
          if (title && seen.at(-1) !== title) seen.push(title);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });

      // A moderator approves it elsewhere, with a word for the author.
      const review = (await wholeQueue(moderator)).find((r) => r.discussionTitle === title)!;
      const decided = await moderator.request.post(url(`/api/moderation/reviews/${review.id}`), {
        data: { decision: 'keep', note: 'Welcome to the community' },
        headers: { origin: url('') },
      });
      expect(decided.status()).toBe(200);

      const told = page.getByTestId('toast');
      await told.getByText('Your discussion is published', { exact: true }).waitFor();
      await told.getByText('Your discussion was checked by a moderator and is now published. The moderator added: “Welcome to the community”').waitFor();
      await told.getByRole('button', { name: 'See the discussion' }).click();
      await page.waitForURL(url(`/community/${review.postId}`));
      // The points it earned are told too, before or after the decision (each waits for the other).
      await waitFor(async () => (await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts)).includes('+5 points'), {
        what: 'the +5 points toast',
        timeoutMs: 20_000,
      });
    } finally {
      await context.close();
    }
  });
});

describe('/community/{id}', () => {
  it('shows the discussion, a back link, comments by Anonymous User and a reply box that toggles', async () => {
    const withComments = seeded.find((d) => !d.isPremiumOnly && d.commentCount > 0)!;
    const { context, page } = await newPage(browser);
    await page.goto(url(`/community/${withComments.id}`));
    await page.getByRole('heading', { level: 1, name: withComments.title }).waitFor();
    expect(await page.getByRole('link', { name: '← Back to Community' }).getAttribute('href')).toBe('/community');
    const authors = page.getByRole('list', { name: 'Comments' }).getByText('Anonymous User', { exact: true });
    await authors.first().waitFor();
    expect(await authors.count()).toBe(withComments.commentCount);
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByText('Please sign in to participate in the community.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('Please sign in to participate in the community.').count()).toBe(0);
    await context.close();
  });

  it('shows the first 50 comments and a Show more button for the rest', async () => {
    const id = await postDiscussion(member, `A long thread ${Date.now()}`, 'Everyone is welcome to add what helped them this month.');
    await postComments(member, id, Array.from({ length: 53 }, (_, i) => `Reply number ${i + 1} in this thread`));
    const { context, page } = await newPage(browser);
    await page.goto(url(`/community/${id}`));
    const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    await comments.nth(49).waitFor();
    expect(await comments.count()).toBe(50);
    expect(await comments.first().innerText()).toContain('Reply number 1 in this thread');
    await page.getByRole('button', { name: 'Show more comments' }).click();
    await comments.nth(52).waitFor();
    expect(await comments.count()).toBe(53);
    expect(await comments.last().innerText()).toContain('Reply number 53 in this thread');
    await page.getByRole('status').filter({ hasText: '3 more comments loaded. All comments are shown.' }).waitFor({ state: 'attached' });
    await context.close();
  });

  it('shows the crisis card at once when a post uses crisis language', async () => {
    const free = seeded.find((d) => !d.isPremiumOnly)!;
    const page = await open(member, `/community/${free.id}`);
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel('Your reply').fill("Some days I feel like I can't go on anymore.");
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const card = page.getByTestId('crisis-card');
    await card.waitFor();
    const text = await card.innerText();
    const suicideCard = crisisCardFor(['suicide']);
    for (const line of suicideCard.lines) expect(text).toContain(line.phone);
    expect(text).toContain(suicideCard.title);
    await page.close();
  });

  it("on a phone in the dark theme, a new member's post about violence at home is held with the 1800RESPECT card, which passes axe", async () => {
    const { context } = await signedInContext(browser, { firstName: 'Jo', lastName: 'New', viewport: phone, theme: 'dark', colorScheme: 'dark' });
    const free = seeded.find((d) => !d.isPremiumOnly)!;
    const page = await open(context, `/community/${free.id}`);
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel('Your reply').fill('sorry off topic but my partner grabbed me by the throat again last night and i dont know where to go');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const card = page.getByTestId('crisis-card');
    await card.waitFor();
    const violence = crisisCardFor(['violence']);
    for (const line of violence.lines) expect(await card.getByRole('link', { name: line.phone }).getAttribute('href')).toBe(`tel:${line.tel}`);
    // Held for a moderator as a new member's post is, and the author is told so beside the card.
    await page.getByText(communityMessages.heldFirstPosts).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
    await context.close();
  });

  it('keeps every XSS vector inert', async () => {
    const vectors = [
      '<script>window.__pwned = 1</script>',
      '[click me](javascript:window.__pwned=2)',
      '<img src=x onerror="window.__pwned=3">',
      '![tracker](https://example.com/x.png)',
      '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[a safe link](https://www.lifeline.org.au/)',
    ];
    const id = await postDiscussion(member, `Testing formatting ${Date.now()}`, vectors.join('\n\n'));
    const page = await open(member, `/community/${id}`);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const body = page.locator('article .post-body');
    await body.waitFor();
    expect(await body.locator('script, img, iframe').count()).toBe(0);
    expect(await body.locator('[onerror], [onclick]').count()).toBe(0);
    const hrefs = await body.locator('a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]));
    expect(hrefs).toEqual([['https://www.lifeline.org.au/', 'nofollow ugc noopener']]);
    expect(await body.innerText()).toContain('<script>window.__pwned = 1</script>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('lets another member flag a post with a reason', async () => {
    const { context } = await signedInContext(browser, { firstName: 'Fran', lastName: 'Flagger' });
    const id = await postDiscussion(member, `Something to flag ${Date.now()}`, 'A post another member will flag for review.');
    const page = await open(context, `/community/${id}`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
    await page.getByRole('heading', { level: 1, name: /Something to flag/ }).waitFor();
    await page.getByRole('button', { name: 'Flag', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('heading', { name: 'Flag this discussion' })
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\npage errors: ${errors.join(' | ')}`);
      });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await toast(page, 'Thank you');
    await context.close();
  });
});

describe('/community/moderation', () => {
  it('lets a moderator add a watched phrase with its action, and remove it', async () => {
    const page = await open(moderator, '/community/moderation');
    const list = page.getByRole('list', { name: 'Watched phrases' });
    await list.getByText('without a prescription', { exact: true }).waitFor();
    const phrase = `miracle tonic ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'Add a watched phrase' });
    await form.getByLabel('Phrase').fill(phrase);
    await form.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: /^Flag:/ }).click();
    await form.getByRole('button', { name: 'Add phrase' }).click();
    await toast(page, 'Phrase added');
    const row = list.getByRole('listitem').filter({ hasText: phrase });
    await row.getByText('Flag: published, and added to the queue', { exact: false }).waitFor();
    await row.getByRole('button', { name: `Remove ${phrase}` }).click();
    await toast(page, 'Phrase removed');
    await row.waitFor({ state: 'detached' });
    await page.close();
  });

  it('is for moderators only; a moderator sees crisis posts first and decides', async () => {
    const free = await open(member, '/community/moderation');
    await free.getByRole('heading', { level: 1, name: 'For Kiin staff only' }).waitFor();
    await free.close();

    const crisisId = await postDiscussion(member, `Hard week ${Date.now()}`, 'I have been thinking about self-harm again.');
    const page = await open(moderator, '/community/moderation');
    const first = page.getByRole('list', { name: 'Posts to review' }).getByRole('listitem').first();
    await first.waitFor();
    await first.getByText('Priority', { exact: true }).waitFor();
    const item = page.getByRole('listitem').filter({ has: page.locator(`a[href="/community/${crisisId}"]`) }).first();
    await item.getByLabel('Note for the author (optional)').fill('Reached out with support lines');
    await item.getByRole('button', { name: 'Keep' }).click();
    await toast(page, 'Post kept');
    await page.locator(`a[href="/community/${crisisId}"]`).waitFor({ state: 'detached' });
    await page.close();

    // The author is told the outcome, with the moderator's note, where their posts are listed.
    const mine = await open(member, '/member/connect');
    const updates = mine.getByRole('list', { name: 'Updates on your posts' });
    await updates
      .getByText('Your discussion was reviewed by a moderator and stays published. The moderator added: “Reached out with support lines”')
      .first()
      .waitFor();
    expect(await updates.getByRole('link', { name: 'See the discussion' }).first().getAttribute('href')).toBe(`/community/${crisisId}`);
    await mine.close();
  });
});

describe.each(['light', 'dark'] as const)('community accessibility in the %s theme', (theme) => {
  it('has no serious violations on the list, a discussion, the form and the queue', async () => {
    const free = seeded.find((d) => !d.isPremiumOnly)!;
    // One pass per page per theme: the phone layout of the same page brings no rule of its own.
    const page = await moderator.newPage();
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    for (const [path, ready] of [
      ['/community', 'article'],
      [`/community/${free.id}`, 'article'],
      ['/community/new', 'textarea'],
      ['/community/moderation', 'h1'],
    ] as const) {
      await page.goto(url(path));
      await page.locator(ready).first().waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await shownTheme(page)).toBe(theme);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.close();
  });
});

