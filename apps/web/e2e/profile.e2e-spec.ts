import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Badge, Condition, ContentItem, Membership, Plan } from '@kiin/contracts';
import { waitFor } from '@kiin/testing/e2e';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, phone, shownTheme, shiftsOverBudget, sidewaysOverflow, themeViews, type PageOptions } from './support/browser';
import { baseUrl, url } from './support/env';
import { signedInContext } from './support/members';

/**
 * /profile in Chromium: the sign-in prompt, tabs from ?tab= and #premium, the user type
 * dialog, badges and progress, removing a saved condition, and the membership for a free
 * and a premium member.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type MemberOptions = PageOptions & { premium?: boolean };

async function asMember<T>(run: (page: Page, context: BrowserContext) => Promise<T>, options: MemberOptions = {}) {
  const { context } = await signedInContext(browser, options);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(url(path));
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** The welcome points travel identity → Kafka → gamification → identity: wait for them. */
async function waitForPoints(context: BrowserContext, points: number): Promise<void> {
  await waitFor(async () => (await getJson<{ points: number }>(context, '/api/auth/user')).points === points, {
    timeoutMs: 20_000,
    intervalMs: 200,
    what: `the member to reach ${points} points`,
  });
}

async function saveCondition(context: BrowserContext, conditionId: string): Promise<void> {
  const res = await context.request.post(url('/api/users/conditions'), { data: { conditionId }, headers: { origin: baseUrl } });
  if (!res.ok()) throw new Error(`saving a condition failed: ${res.status()} ${await res.text()}`);
}

/** Opens /profile at `query`, once the page and its data have settled. */
async function openProfile(page: Page, query = ''): Promise<void> {
  await page.goto(url(`/profile${query}`));
  await page.getByRole('heading', { level: 1, name: 'Profile', exact: true }).waitFor();
  await settled(page);
  // The sessions panel (overview) marks its placeholder by label only.
  if (query === '' || query.includes('tab=overview')) await page.getByText('(this browser)', { exact: false }).waitFor();
}

async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).innerText();
const toast = (page: Page) => page.getByTestId('toast');
const searchOf = (page: Page) => new URL(page.url()).search;
const tabNames = ['Overview', 'Achievements', 'Conditions', 'Membership'] as const;

/** The URL changes a moment before the page shows the tab: wait for both. */
async function tabShown(page: Page, name: (typeof tabNames)[number]): Promise<void> {
  await page.waitForURL((u) => u.searchParams.get('tab') === name.toLowerCase());
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  await settled(page);
}

async function selectTab(page: Page, name: (typeof tabNames)[number]): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await tabShown(page, name);
}

describe('the tabs', () => {
  it('follow ?tab= and #premium, switch by mouse and keyboard, and rewrite the query in place', async () => {
    await asMember(async (page) => {
      await openProfile(page, '?tab=achievements');
      expect(await selectedTab(page)).toBe('Achievements');
      await page.getByRole('tabpanel', { name: 'Achievements' }).getByRole('heading', { name: 'Badges', exact: true }).waitFor();

      const historyLength = await page.evaluate(() => history.length);
      await selectTab(page, 'Conditions');
      expect(await selectedTab(page)).toBe('Conditions');
      await page.getByRole('tabpanel', { name: 'Conditions' }).getByRole('heading', { name: 'My conditions' }).waitFor();
      expect(await page.getByRole('tabpanel').count()).toBe(1); // the others are hidden
      expect(await page.evaluate(() => history.length)).toBe(historyLength);

      // Arrow keys move between tabs; Enter opens the focused one.
      await page.getByRole('tab', { name: 'Conditions' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Membership');
      await page.keyboard.press('Enter');
      await tabShown(page, 'Membership');

      await openProfile(page, '?tab=nonsense');
      expect(await selectedTab(page)).toBe('Overview');

      // The anchor other pages link to ("Upgrade to Premium") opens membership at its section.
      await page.goto(url('/profile#premium'));
      await page.getByRole('region', { name: 'Membership' }).waitFor();
      expect(await selectedTab(page)).toBe('Membership');
      await page.waitForFunction(() => document.activeElement?.id === 'premium');
      await selectTab(page, 'Overview');
      expect(searchOf(page)).toBe('?tab=overview');
      expect(new URL(page.url()).hash).toBe('');
      expect(await selectedTab(page)).toBe('Overview');
    });
  });

  it('switching keeps the reader where they are on a phone', async () => {
    await asMember(
      async (page) => {
        await openProfile(page, '?tab=achievements');
        // The tabs just below the sticky header, where a reader who scrolled down finds them.
        const before = await page.getByRole('tablist').evaluate((el) => {
          const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
          window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - headerHeight - 8);
          return window.scrollY;
        });
        expect(before).toBeGreaterThan(0);
        // A tap as the app receives it: Playwright's click would first scroll the half-hidden tab into view itself.
        await page.getByRole('tab', { name: 'Membership' }).dispatchEvent('click');
        await tabShown(page, 'Membership');
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(1);
      },
      { viewport: phone },
    );
  });

  it('the Log out link ends the session', async () => {
    await asMember(async (page, context) => {
      await openProfile(page);
      const logOut = page.getByRole('main').getByRole('link', { name: 'Log out' });
      expect(await logOut.getAttribute('href')).toBe('/api/logout');
      await logOut.click();
      await page.waitForURL((u) => u.pathname === '/');
      expect((await context.request.get(url('/api/auth/user'))).status()).toBe(401);
    });
  });
});

describe('the overview', () => {
  it('shows the member and changes the user type through the dialog', async () => {
    await asMember(async (page) => {
      await openProfile(page);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 2, name: 'Robin Carer' }).waitFor();
      await main.getByText('Not chosen yet', { exact: true }).waitFor();
      await main.getByTestId('avatar-initials').waitFor();
      expect(await main.getByTestId('avatar-initials').innerText()).toBe('RC');
      await main.getByRole('heading', { name: 'Where you are signed in' }).waitFor();

      await page.getByRole('button', { name: 'Change user type' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change your user type' });
      await dialog.waitFor();
      expect(await dialog.getByRole('radio').count()).toBe(4);
      await dialog.getByRole('radio', { name: 'Clinic Admin' }).waitFor();
      const save = dialog.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByRole('radio', { name: 'Carer' }).check();
      expect(await save.isEnabled()).toBe(true);
      await save.click();
      await toast(page).getByText('User type updated', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      // Shown at once: the user was refetched.
      await main.getByTestId('user-type').getByText('Carer', { exact: true }).waitFor();

      await page.reload();
      await main.getByTestId('user-type').getByText('Carer', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Change user type' }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: 'Carer' }).isChecked()).toBe(true);
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByRole('radio', { name: 'Practitioner' }).check();
      expect(await save.isEnabled()).toBe(true);
      await dialog.getByRole('radio', { name: 'Carer' }).check();
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  });
});

describe('the achievements', () => {
  it('a new member sees the seven badges locked and Knowledge Seeker next, 5 of 25 points', async () => {
    await asMember(async (page, context) => {
      await waitForPoints(context, 5);
      const badges = await getJson<Badge[]>(context, '/api/badges');
      expect(badges).toHaveLength(7);
      await openProfile(page, '?tab=achievements');
      const list = page.getByRole('region', { name: 'Badges', exact: true }).getByRole('listitem');
      expect(await list.count()).toBe(7);
      expect(await page.getByRole('region', { name: 'Badges', exact: true }).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
        [...badges].sort((a, b) => a.pointsRequired - b.pointsRequired).map((b) => b.name),
      );
      for (const text of await list.allInnerTexts()) expect(text).toMatch(/Locked · \d+ points/);

      await page.getByRole('heading', { level: 2, name: 'Next badge: Knowledge Seeker' }).waitFor();
      const bar = page.getByRole('progressbar', { name: 'Progress to Knowledge Seeker' });
      expect(await bar.getAttribute('aria-valuenow')).toBe('20');
      expect(await bar.getAttribute('aria-valuetext')).toBe('5 of 25 points');
      await page.getByText('5 of 25 points', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'How to earn points' }).getByText('for up to 10 comments a day', { exact: false }).waitFor();
    });
  });

  it('a member who reaches a threshold sees the badge earned, with its date, and the next one', async () => {
    await asMember(async (page, context) => {
      await waitForPoints(context, 5);
      // Two first completions: 5 + 2 × 10 = 25 points, Knowledge Seeker's threshold.
      const items = (await getJson<ContentItem[]>(context, '/api/content/free')).filter((i) => !i.isPremium && i.type !== 'website').slice(0, 2);
      for (const item of items) {
        const res = await context.request.post(url('/api/users/completed-content'), { data: { contentId: item.id }, headers: { origin: baseUrl } });
        expect(res.status()).toBe(201);
      }
      await waitForPoints(context, 25);
      const earned = await getJson<{ badge: Badge; earnedAt: string }[]>(context, '/api/users/badges');
      expect(earned.map((e) => e.badge.name)).toEqual(['Knowledge Seeker']);
      await openProfile(page, '?tab=achievements');
      const region = page.getByRole('region', { name: 'Badges', exact: true });
      await region.getByText('You have earned 1 of 7 badges.').waitFor();
      const tile = region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Knowledge Seeker' }) });
      expect(await tile.innerText()).toMatch(/Earned/);
      expect(await tile.innerText()).not.toMatch(/Locked/);
      const next = [...(await getJson<Badge[]>(context, '/api/badges'))].sort((a, b) => a.pointsRequired - b.pointsRequired)[1];
      await page.getByRole('heading', { level: 2, name: `Next badge: ${next.name}` }).waitFor();
    });
  });
});

describe('the conditions', () => {
  it('lists a saved condition, links to it, and removes it with the toast', async () => {
    await asMember(async (page, context) => {
      const [condition] = await getJson<Condition[]>(context, '/api/conditions');
      await saveCondition(context, condition.id);
      await openProfile(page, '?tab=conditions');
      const panel = page.getByRole('tabpanel', { name: 'Conditions' });
      expect(await panel.getByRole('link', { name: condition.name, exact: true }).getAttribute('href')).toBe(`/conditions/${condition.id}`);

      await panel.getByRole('button', { name: `Remove ${condition.name}` }).click();
      await toast(page).getByText('Condition removed', { exact: true }).waitFor();
      expect(await toast(page).getByText('This condition has been removed from your profile', { exact: true }).count()).toBe(1);
      await panel.getByText('You have not saved any conditions yet.').waitFor();
      expect(await panel.getByRole('link', { name: 'Browse health conditions' }).getAttribute('href')).toBe('/conditions');
      expect(await getJson<Condition[]>(context, '/api/users/conditions')).toEqual([]);
    });
  });
});

describe('the membership', () => {
  it('a free member sees the plans from the catalogue and the upgrade leads to the payment flow', async () => {
    await asMember(async (page, context) => {
      const plans = await getJson<Plan[]>(context, '/api/plans');
      const membership = plans.find((p) => p.id === 'monthly-membership')!;
      await openProfile(page, '?tab=membership');
      const section = page.getByRole('region', { name: 'Membership' });
      await section.getByRole('heading', { name: 'Free Kiin account' }).waitFor();
      await section.getByText(membership.priceLabel, { exact: true }).waitFor();
      expect(await section.getByRole('button', { name: 'Cancel membership' }).count()).toBe(0);
      const upgrade = section.getByRole('link', { name: `Choose ${membership.name}` });
      expect(await upgrade.getAttribute('href')).toBe('/payment?type=membership');
      await upgrade.click();
      await page.getByRole('heading', { level: 1, name: 'Choose how to join' }).waitFor();
      await page.getByRole('button', { name: `Choose ${membership.name}` }).waitFor();
      // The plan the member came for is the one marked as chosen.
      expect(await page.locator('[data-chosen] h2').textContent()).toBe(membership.name);
    });
  });

  it('a premium member sees the plan and renewal, and cancelling keeps premium to the end of the period', async () => {
    await asMember(
      async (page, context) => {
        await page.goto(url('/profile#premium'));
        const section = page.getByRole('region', { name: 'Membership' });
        await section.getByRole('heading', { name: 'Monthly Membership' }).waitFor();
        await settled(page);
        await section.getByText('$24/month', { exact: false }).first().waitFor();
        await section.getByText(/^Next renewal: /).waitFor();
        await section.getByRole('region', { name: 'Tax invoices' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await section.getByRole('button', { name: 'Cancel membership' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
        await dialog.waitFor();
        expect(await dialog.innerText()).toContain('You keep premium until');
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Yes, cancel membership' }).click();
        await toast(page).getByText('Subscription cancelled', { exact: true }).waitFor();
        await section.getByRole('button', { name: 'Keep my membership' }).waitFor();
        await section.getByText('Your membership is cancelled and will not renew.', { exact: false }).waitFor();

        expect((await getJson<Membership>(context, '/api/billing/membership')).status).toBe('ending');
        expect(await getJson<{ isPremium: boolean }>(context, '/api/auth/user')).toMatchObject({ isPremium: true });
      },
      { premium: true },
    );
  });
});

describe.each(themeViews)('accessibility in the $theme theme, $viewport.width px wide', ({ theme, viewport }) => {
  it('the sign-in prompt has no serious axe violations', async () => {
    const { context, page } = await newPage(browser, { theme, viewport });
    try {
      await page.goto(url('/profile'));
      await page.getByRole('heading', { level: 1, name: 'Sign in to see your profile' }).waitFor();
      expect(await shownTheme(page)).toBe(theme);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('every tab and the user type dialog have no serious axe violations, and no tab makes the page scroll sideways or shift', async () => {
    await asMember(
      async (page, context) => {
        const [condition] = await getJson<Condition[]>(context, '/api/conditions');
        await saveCondition(context, condition.id);
        await openProfile(page);
        expect(await shownTheme(page)).toBe(theme);
        expect(await page.locator('h1').count()).toBe(1);
        for (const name of tabNames) {
          if (name !== 'Overview') await selectTab(page, name);
          expect(await seriousViolations(page)).toEqual([]);
          expect({ tab: name, overflow: await sidewaysOverflow(page) }).toEqual({ tab: name, overflow: 0 });
          expect({ tab: name, shifts: await shiftsOverBudget(page) }).toEqual({ tab: name, shifts: [] });
          // The chosen tab is shown whole, not cut to a letter at the edge.
          const box = (await page.getByRole('tab', { name, selected: true }).boundingBox())!;
          expect({ tab: name, whole: box.x >= 0 && box.x + box.width <= viewport.width }).toEqual({ tab: name, whole: true });
        }
        await selectTab(page, 'Overview');
        await page.getByRole('button', { name: 'Change user type' }).click();
        await page.getByRole('dialog', { name: 'Change your user type' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      },
      { theme, viewport },
    );
  });
});
