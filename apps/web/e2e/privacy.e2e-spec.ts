import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { Redis } from 'ioredis';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UserExport } from '@kiin/contracts';
import { seriousViolations } from './support/axe';
import { launchBrowser, phone, shownTheme } from './support/browser';
import { url } from './support/env';
import { signedInContext } from './support/members';

/**
 * "Your data" on /profile in Chromium: the download, the sign-in again after ten minutes,
 * and deleting the account with its typed confirmation.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Makes the context's session look as if it began `minutes` ago (its sign-in time, in the gateway's Redis). */
async function ageSession(context: BrowserContext, minutes: number): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === 'kiin_sid')!;
  const handle = createHash('sha256').update(cookie.value).digest('base64url');
  const redis = new Redis(process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const [, keys] = await redis.scan(0, 'MATCH', `*gw:sess:${handle}`, 'COUNT', 100000);
    const data = JSON.parse((await redis.get(keys[0]))!) as { createdAt: string };
    data.createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
    await redis.set(keys[0], JSON.stringify(data), 'KEEPTTL');
  } finally {
    redis.disconnect();
  }
}

async function openYourData(page: Page) {
  await page.goto(url('/profile'));
  const section = page.getByRole('region', { name: 'Your data' });
  // The profile loads the member, then the panel: allow for a busy machine.
  await section.waitFor({ timeout: 45_000 });
  return section;
}

describe('Your data on the profile', () => {
  it('downloads one JSON file with the member’s data from every service', async () => {
    const { context, member } = await signedInContext(browser, { firstName: 'Dana', lastName: 'Download' });
    try {
      const page = await context.newPage();
      const section = await openYourData(page);
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^kiin-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      // Read as a stream: the browser may run in another process (one per test worker).
      const doc = JSON.parse(await text(await download.createReadStream())) as UserExport;
      expect(doc.identity.account[0]).toMatchObject({ email: member.email, first_name: 'Dana', last_name: 'Download' });
      expect(Object.keys(doc).sort()).toEqual(['billing', 'coach', 'community', 'content', 'exportedAt', 'gamification', 'identity', 'userId']);
      await page.getByText('Your data is downloading', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a member whose sign-in is older than ten minutes to sign in again, and back to their data', async () => {
    const { context } = await signedInContext(browser);
    try {
      const page = await context.newPage();
      const section = await openYourData(page);
      await ageSession(context, 11);
      await section.getByRole('button', { name: 'Download my data' }).click();
      await page.waitForURL((u) => u.pathname === '/sign-in');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile?tab=overview#your-data');
    } finally {
      await context.close();
    }
  });

  it('deletes the account only with the typed confirmation and a choice about posts, then signs out', async () => {
    const { context, member } = await signedInContext(browser, { viewport: phone });
    try {
      const page = await context.newPage();
      const section = await openYourData(page);
      await section.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE or your email address').fill('delete');
      await dialog.getByRole('radio', { name: /Remove my discussions/ }).check();
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE or your email address').fill(member.email.toUpperCase());
      expect(await confirm.isDisabled()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await context.request.get(url('/api/auth/user'))).status()).toBe(200);

      await section.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByRole('radio', { name: /Keep them/ }).check();
      await dialog.getByLabel('Type DELETE or your email address').fill('DELETE');
      await confirm.click();
      await page.waitForURL((u) => u.pathname === '/');
      expect((await context.request.get(url('/api/auth/user'))).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it.each(['light', 'dark'] as const)('has no serious accessibility findings in the %s theme, with the dialog open too', async (theme) => {
    const { context } = await signedInContext(browser, { theme, colorScheme: theme });
    try {
      const page = await context.newPage();
      const section = await openYourData(page);
      expect(await shownTheme(page)).toBe(theme);
      expect(await seriousViolations(page)).toEqual([]);
      await section.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
