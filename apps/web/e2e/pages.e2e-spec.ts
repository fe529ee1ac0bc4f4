import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { url } from './support/env';
import { publicPages } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function withPage<T>(run: (page: import('playwright-core').Page) => Promise<T>, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, { viewport });
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

describe('every public route', () => {
  it.each(publicPages.map((p) => [p.path, p.title] as const))('%s is titled %s, with one h1', async (path, title) => {
    await withPage(async (page) => {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      await page.waitForFunction((expected) => document.title === expected, title);
      expect(await page.locator('h1').count()).toBe(1);
      // Shared chrome on every page.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').getByText('Empowering healthcare education for patients and carers').count()).toBe(1);
    });
  });

  it('/signup and /membership lead to the join page', async () => {
    await withPage(async (page) => {
      for (const path of ['/signup', '/membership']) {
        await page.goto(url(path));
        await page.waitForURL((u) => u.pathname === '/join');
        await page.getByRole('heading', { level: 1, name: 'Join Kiin' }).waitFor();
      }
    });
  });
});

describe('404', () => {
  it('explains and offers a way back, without developer hints', async () => {
    await withPage(async (page) => {
      await page.goto(url('/definitely/not/here'));
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(await main.getByRole('link', { name: 'Carer resources' }).getAttribute('href')).toBe('/resources');
      expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    });
  });
});

describe('footer links', () => {
  it('Our Team navigates to the About page and scrolls to the team section', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await page.locator('h1').waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click();
      await page.waitForURL((u) => u.pathname === '/about' && u.hash === '#team');
      const team = page.locator('#team');
      await team.waitFor();
      await page.waitForFunction(() => {
        const box = document.getElementById('team')?.getBoundingClientRect();
        return Boolean(box && box.top >= -2 && box.top < window.innerHeight / 2);
      });
      expect(await team.getByRole('heading', { name: 'Our team' }).isVisible()).toBe(true);
    }, { width: 375, height: 740 });
  });

  it('About brings the reader to the top of the About page', async () => {
    await withPage(async (page) => {
      await page.goto(url('/about'));
      await page.locator('h1').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 200);
      await page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About' }).click();
      await page.waitForFunction(() => window.scrollY === 0);
      expect(new URL(page.url()).pathname).toBe('/about');
    });
  });
});

describe('data from the API', () => {
  it('the join page prices both plans from the catalogue', async () => {
    await withPage(async (page) => {
      const plansResponse = page.waitForResponse((r) => r.url().endsWith('/api/plans'));
      await page.goto(url('/join'));
      const plans = (await (await plansResponse).json()) as { id: string; priceLabel: string; label: string | null }[];
      for (const id of ['single-kliinic', 'monthly-membership']) {
        const plan = plans.find((p) => p.id === id)!;
        await page.getByText(plan.priceLabel, { exact: true }).first().waitFor();
        if (plan.label) await page.getByText(plan.label, { exact: true }).waitFor();
      }
      expect(await page.getByText('PAID', { exact: true }).count()).toBe(1);
      const links = page.getByRole('main').getByRole('link', { name: /^Choose / });
      expect(await links.count()).toBe(2);
      // Each plan's link opens the payment page with that plan chosen.
      expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(['/payment?type=kliinic', '/payment?type=membership']);
    });
  });

  it('the corporate page shows the corporate price and Get Started opens the contact form about a partnership', async () => {
    await withPage(async (page) => {
      const plansResponse = page.waitForResponse((r) => r.url().endsWith('/api/plans'));
      await page.goto(url('/corporate'));
      const plans = (await (await plansResponse).json()) as { id: string; priceLabel: string }[];
      const corporate = plans.find((p) => p.id === 'corporate-monthly')!;
      await page.getByText(corporate.priceLabel, { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact?subject=partnership');
      expect(await page.getByRole('link', { name: 'Contact our team' }).getAttribute('href')).toBe('/about#contact');
    });
  });

  it('the kliinics page lists the sessions, each upcoming one with BOOK NOW to /payment', async () => {
    await withPage(async (page) => {
      const sessionsResponse = page.waitForResponse((r) => r.url().endsWith('/api/kliinics/sessions'));
      await page.goto(url('/kliinics'));
      const sessions = (await (await sessionsResponse).json()) as { id: string; title: string; status: string; full: boolean }[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) {
        await page.getByRole('heading', { name: session.title }).waitFor();
      }
      const open = sessions.filter((s) => s.status === 'upcoming' && !s.full);
      expect(open.length).toBeGreaterThan(0);
      const book = page.getByRole('link', { name: 'BOOK NOW' });
      expect(await book.count()).toBe(open.length);
      expect(await book.first().getAttribute('href')).toBe(`/payment?session=${open[0].id}`);

      await book.first().click();
      await page.waitForURL((u) => u.pathname === '/payment' && u.searchParams.get('session') === open[0].id);
      await page.getByRole('heading', { level: 1, name: 'Choose how to join' }).waitFor();
    });
  });
});

describe('resources', () => {
  it('opens the support tab by default and the library with ?tab=educational or ?tab=free', async () => {
    await withPage(async (page) => {
      await page.goto(url('/resources'));
      await page.getByRole('tab', { name: 'Carer Support Services', selected: true }).waitFor();
      await page.getByRole('heading', { name: 'Need immediate support?' }).waitFor();
      for (const tab of ['educational', 'free']) {
        await page.goto(url(`/resources?tab=${tab}`));
        await page.getByRole('tab', { name: 'Educational Resources', selected: true }).waitFor();
      }
      await page.goto(url('/resources?tab=whatever'));
      await page.getByRole('tab', { name: 'Carer Support Services', selected: true }).waitFor();
    });
  });

  it('search filters every group and shows each group its own empty state', async () => {
    await withPage(async (page) => {
      await page.goto(url('/resources'));
      await page.getByRole('heading', { level: 2, name: 'National Services' }).waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      const search = page.getByRole('searchbox', { name: 'Search services' });
      await search.fill('zzzz-no-such-service');
      await page.getByText('No national services match “zzzz-no-such-service”.').waitFor();
      await page.getByText('No state or territory services match “zzzz-no-such-service”.').waitFor();
      await page.getByText('No specialised services match “zzzz-no-such-service”.').waitFor();
    });
  });

  it('service websites open in a new tab without an opener', async () => {
    await withPage(async (page) => {
      await page.goto(url('/resources'));
      const link = page.getByRole('link', { name: /^Visit website/ }).first();
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.getByRole('link', { name: '13 11 14' }).getAttribute('href')).toBe('tel:131114');
    });
  });
});
