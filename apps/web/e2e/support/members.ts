import type { Browser, BrowserContext } from 'playwright-core';
import { waitFor } from '@kiin/testing/e2e';
import { desktop, newContext, type PageOptions } from './browser';
import { baseUrl, uniqueEmail } from './env';
import { linkIn, waitForMails } from './mail';

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A browser context signed in as a new member, created the way a person does it: sign-up
 * through the API the sign-in page uses, then the confirmation page's call with the link from
 * the mail catcher, made in this context (which signs it in). `premium` buys the monthly membership the way a
 * member does, in the local payment test mode (test card 4242…), so the flag arrives through
 * billing's webhook → outbox → Kafka → identity.
 */
export async function signedInContext(
  browser: Browser,
  { premium = false, firstName = 'Robin', lastName = 'Carer', ...options }: PageOptions & { premium?: boolean; firstName?: string; lastName?: string } = {},
): Promise<{ context: BrowserContext; member: Member }> {
  const context = await newContext(browser, { viewport: desktop, ...options });
  const member = { email: uniqueEmail('member'), password: 'a calm long passphrase', firstName, lastName };
  const res = await context.request.post(`${baseUrl}/api/auth/sign-up`, { data: member, headers: { origin: baseUrl } });
  if (res.status() !== 202) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  await confirmInContext(context, member.email, member.password);
  if (premium) {
    await payForMembership(context);
    // The gateway keeps who-is-who for a second; wait until what the flag unlocks answers.
    await waitFor(async () => (await context.request.get(`${baseUrl}/api/content/premium`)).status() === 200, {
      timeoutMs: 10_000,
      intervalMs: 200,
      what: 'the premium flag to reach the session',
    });
  }
  return { context, member };
}

/**
 * Finishes the sign-up of `email` in `context` as the page its mailed link opens does: the
 * button posts the link's token with the password, which signs the context in.
 */
export async function confirmInContext(context: BrowserContext, email: string, password: string): Promise<void> {
  const [mail] = await waitForMails((m) => m.subject === 'Finish creating your Kiin account' && m.to.some((t) => t.address === email), 1);
  const token = new URL(linkIn(mail, '/confirm-email', baseUrl)).searchParams.get('token');
  const confirmed = await context.request.post(`${baseUrl}/api/auth/confirm`, { data: { token, password }, headers: { origin: baseUrl } });
  if (confirmed.status() !== 200) throw new Error(`confirming answered ${confirmed.status()} ${await confirmed.text()}`);
}

/**
 * Buys the monthly membership in `context` with the local test mode's card form calls:
 * the one way tests get a premium member.
 */
export async function payForMembership(context: BrowserContext): Promise<void> {
  const headers = { origin: baseUrl };
  const created = await context.request.post(`${baseUrl}/api/create-subscription`, { data: { amount: 24 }, headers });
  if (created.status() !== 200) throw new Error(`create-subscription failed: ${created.status()} ${await created.text()}`);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const paid = await context.request.post(`${baseUrl}/api/payments/test-mode/confirm`, {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    headers,
  });
  const result = (await paid.json()) as { status: string };
  if (paid.status() !== 200 || result.status !== 'succeeded') throw new Error(`the test card payment failed: ${paid.status()} ${JSON.stringify(result)}`);
}
