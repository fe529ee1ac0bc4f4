import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { url } from './support/env';

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
