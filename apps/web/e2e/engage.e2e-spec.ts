import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launchBrowser, phone, sidewaysOverflow, withPage } from './support/browser';
import { url } from './support/env';
import { signedInContext } from './support/members';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Engage: find services', () => {
  it('finds services for a postcode on a phone, each a tap away, and Back returns to the search before', async () => {
    await withPage(
      browser,
      async (page) => {
        await page.goto(url('/'));
        await page.getByRole('link', { name: 'Engage', exact: true }).click();
        await page.waitForURL(url('/engage'));

        await page.getByRole('textbox', { name: 'Postcode, suburb or state' }).fill('2150');
        await page.getByRole('combobox', { name: 'What do you need help with?' }).selectOption('respite');
        await page.getByRole('textbox', { name: 'Postcode, suburb or state' }).press('Enter');
        await page.waitForURL(url('/engage?where=2150&need=respite'));
        await page.getByRole('heading', { level: 2, name: /services offering respite for 2150 NSW$/ }).waitFor();

        const call = page.getByRole('link', { name: 'Call Carer Gateway on 1800 422 737' });
        expect(await call.getAttribute('href')).toBe('tel:1800422737');
        const box = (await call.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(await page.getByText('Serves carers across Australia; offers respite and counselling.').count()).toBeGreaterThan(0);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);

        await page.getByRole('textbox', { name: 'Postcode, suburb or state' }).fill('Atlantis');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByText('We could not find that postcode or suburb. Try a 4-digit postcode, a suburb, or a state.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await page.goBack();
        await page.waitForURL(url('/engage?where=2150&need=respite'));
        await page.getByRole('heading', { level: 2, name: /for 2150 NSW$/ }).waitFor();
        expect(await page.getByRole('textbox', { name: 'Postcode, suburb or state' }).inputValue()).toBe('2150');
      },
      { viewport: phone },
    );
  });

  it('lets a member save a service from the results, find it on the dashboard, and remove it there', async () => {
    const { context } = await signedInContext(browser, { firstName: 'Sam', lastName: 'Saver' });
    try {
      const page = await context.newPage();
      await page.goto(url('/engage?where=2150&need=respite'));
      await page.getByRole('heading', { level: 2, name: /services offering respite for 2150 NSW$/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Sign in to save services' }).count()).toBe(0);

      const save = page.getByRole('button', { name: 'Save Carer Gateway' });
      expect(await save.getAttribute('aria-pressed')).toBe('false');
      await save.click();
      const saved = page.getByRole('button', { name: 'Saved Carer Gateway' });
      await saved.waitFor();
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('status').filter({ hasText: 'Carer Gateway saved. You will find it on your dashboard.' }).waitFor({ state: 'attached' });
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(url('/dashboard'));
      const list = page.getByRole('list', { name: 'Saved services' });
      await list.waitFor();
      const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Carer Gateway' }) });
      expect(await card.getByRole('link', { name: 'Call Carer Gateway on 1800 422 737' }).getAttribute('href')).toBe('tel:1800422737');
      expect(await card.getByText('Serves carers across Australia; offers respite and counselling.').count()).toBe(1);

      await card.getByRole('button', { name: 'Remove Carer Gateway' }).click();
      await page.getByTestId('saved-services-empty').waitFor();
      expect(await page.getByRole('link', { name: 'Find services near you' }).getAttribute('href')).toBe('/engage');
      await page.close();
    } finally {
      await context.close();
    }
  });
});
