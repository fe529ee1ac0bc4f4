import type { Browser, BrowserContext } from 'playwright-core';
import { Client as Pg } from 'pg';
import { desktop, newContext, type PageOptions } from './browser';
import { baseUrl, uniqueEmail } from './env';

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A browser context signed in as a new member, created through the API the sign-in page
 * uses. `premium` grants the flag the one way it is granted outside billing: in identity's
 * own database, as an administrator would.
 */
export async function signedInContext(
  browser: Browser,
  { premium = false, firstName = 'Robin', lastName = 'Carer', ...options }: PageOptions & { premium?: boolean; firstName?: string; lastName?: string } = {},
): Promise<{ context: BrowserContext; member: Member }> {
  const context = await newContext(browser, { viewport: desktop, ...options });
  const member = { email: uniqueEmail('member'), password: 'a calm long passphrase', firstName, lastName };
  const res = await context.request.post(`${baseUrl}/api/auth/sign-up`, { data: member, headers: { origin: baseUrl } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  if (premium) {
    const { id } = (await res.json()) as { id: string };
    await grantPremium(id);
    // The gateway keeps who-is-who for a second; wait until the session sees the flag.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const user = (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { isPremium: boolean };
      if (user.isPremium) break;
      if (Date.now() > deadline) throw new Error('the premium flag did not reach the session within 10 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { context, member };
}

async function grantPremium(userId: string): Promise<void> {
  const identityDb = (process.env.KIIN_TEST_DATABASES ?? '').split(',').find((url) => url.endsWith('_identity'));
  if (!identityDb) throw new Error('KIIN_TEST_DATABASES is not set: run through npm test or npm run test:e2e');
  const pg = new Pg({ connectionString: identityDb });
  await pg.connect();
  try {
    await pg.query('update app_user set is_premium = true where id = $1', [userId]);
  } finally {
    await pg.end();
  }
}
