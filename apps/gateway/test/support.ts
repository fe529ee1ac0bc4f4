import { randomBytes } from 'node:crypto';
import { type ClientRequest, request } from 'node:http';
import { Client as Pg } from 'pg';
import type { LiveEvent } from '@kiin/contracts';
import { addressedTo, type CaughtMail, caughtMails, mailCatcherUrl, waitFor, waitForCaughtMails } from '@kiin/testing';

export const baseUrl = process.env.KIIN_BASE_URL ?? 'http://localhost:3000';

/** A small HTTP client that keeps one cookie jar, like one browser. */
export class Client {
  cookie: string | undefined;

  constructor(private readonly headers: Record<string, string> = {}) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      if (pair.startsWith('kiin_sid=')) this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json, headers: res.headers, setCookie };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
}

export const uniqueEmail = (label = 'member') => `${label}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;

/** A client address of its own, so rate limits of one test never touch another. */
export const uniqueClientIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0] % 250 + 1}`;

/**
 * Creates a member the way a person does: sign-up (202, nothing signed in), the confirmation
 * link from the mail catcher, whose page's button (a POST with the password) signs this client
 * in. Returns the member.
 */
export async function signUp(client: Client, firstName = 'Robin', lastName = 'Carer') {
  const email = uniqueEmail();
  const password = 'a calm long passphrase';
  const res = await client.post('/api/auth/sign-up', { email, password, firstName, lastName });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  await confirmFromMail(client, email, password);
  // Read from identity's database, not through the gateway: a request now would have the
  // gateway remember this member (for a second) as they are before a test changes them.
  return { email, password, user: await storedUser(email) };
}

/** The member as identity-svc stores them, in the API's User shape. */
export async function storedUser(email: string) {
  const identityDb = (process.env.KIIN_TEST_DATABASES ?? '').split(',').find((url) => url.endsWith('_identity'));
  if (!identityDb) throw new Error('KIIN_TEST_DATABASES is not set: run through npm test');
  const pg = new Pg({ connectionString: identityDb });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ id: string; first_name: string; last_name: string; email: string; profile_image_url: string | null; is_premium: boolean; user_type: string | null; points: number }>(
      'select id, first_name, last_name, email, profile_image_url, is_premium, user_type, points from app_user where email = $1',
      [email.toLowerCase()],
    );
    if (!rows[0]) throw new Error(`no account for ${email} after confirming`);
    const r = rows[0];
    return { id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, profileImageUrl: r.profile_image_url, isPremium: r.is_premium, userType: r.user_type, points: r.points };
  } finally {
    await pg.end();
  }
}

/** The token of a confirmation mail's link (`/confirm-email?token=…`, the page that finishes the sign-up). */
export function confirmTokenIn(mail: CaughtMail): string {
  return new URL(linkIn(mail, '/confirm-email'), 'http://kiin.invalid').searchParams.get('token')!;
}

/**
 * Finishes a sign-up as the page the newest confirmation link mailed to `email` does: its
 * button posts the token with the password, which signs `client` in. Answers the gateway's 200.
 */
export async function confirmFromMail(client: Client, email: string, password = 'a calm long passphrase') {
  const mails = await waitForMails(email, 1, (m) => m.subject === 'Finish creating your Kiin account');
  const res = await client.post('/api/auth/confirm', { token: confirmTokenIn(mails[mails.length - 1]), password });
  if (res.status !== 200) throw new Error(`confirming answered ${res.status} ${res.text}`);
  return res;
}

/**
 * Makes the member signed in on `client` premium the way a member does it: the monthly
 * membership, paid with the local payment test mode's card (4242...), so the flag arrives
 * through billing's webhook, outbox, Kafka and identity. Resolves once the gateway sees it.
 */
export async function grantPremium(client: Client): Promise<void> {
  const created = await client.post('/api/create-subscription', { amount: 24 });
  if (created.status !== 200) throw new Error(`create-subscription failed: ${created.status} ${created.text}`);
  const { clientSecret } = created.json as { clientSecret: string };
  const paid = await client.post('/api/payments/test-mode/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  if (paid.status !== 200 || (paid.json as { status: string }).status !== 'succeeded') throw new Error(`the test card payment failed: ${paid.status} ${paid.text}`);
  // The gateway keeps who-is-who for a moment: wait until what the flag unlocks answers.
  await untilAnswers(client, '/api/content/premium', 'the premium flag');
}

/** Waits until `path` answers `client` with 200: a role or flag just granted has reached the gateway. */
export async function untilAnswers(client: Client, path: string, what: string, timeoutMs = 15_000): Promise<void> {
  await waitFor(async () => (await client.get(path)).status === 200, { timeoutMs, intervalMs: 150, what: `${what} to open ${path}` });
}

/** The local mail catcher the stack's worker delivers to. */
export const mailUrl = mailCatcherUrl;
export type { CaughtMail };

/** Every mail the catcher holds whose recipients or reply-to include `address`. */
export async function mailsFor(address: string): Promise<CaughtMail[]> {
  return (await caughtMails()).filter((mail) => addressedTo(mail, address));
}

/** Waits until the catcher holds `count` mails for `address` that satisfy `match`. */
export function waitForMails(address: string, count = 1, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 30_000): Promise<CaughtMail[]> {
  return waitForCaughtMails((mail) => addressedTo(mail, address) && match(mail), count, timeoutMs);
}

/** The first link in a mail's text that starts with `path` on this site, as a path with query. */
export function linkIn(mail: CaughtMail, path: string): string {
  const text = mail.text ?? '';
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s<>"]*)`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[1];
}

export interface Frame {
  event: string;
  data: unknown;
}

export interface LiveChannel {
  status: number;
  contentType: string | undefined;
  frames: Frame[];
  /** Settles when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close: () => void;
}

/** A member's live channel read as a browser's EventSource reads it: frames, in order, as they come (from `base`, the gateway by default). */
export function openChannel(client: { cookie?: string }, base = baseUrl): Promise<LiveChannel> {
  return new Promise((resolve, reject) => {
    const frames: Frame[] = [];
    let req: ClientRequest | undefined = undefined;
    req = request(new URL('/api/live', base), { headers: { accept: 'text/event-stream', cookie: client.cookie ?? '' } }, (res) => {
      const ended = new Promise<void>((settle) => res.once('close', settle));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) as unknown });
        }
      });
      resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], frames, ended, close: () => req?.destroy() });
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    req.end();
  });
}

export const framesOf = (frames: Frame[], event: string) => frames.filter((f) => f.event === event).map((f) => f.data as LiveEvent);

/** The channel once its first line has come: every member event from then on reaches it. */
export async function openReadyChannel(client: { cookie?: string }, base = baseUrl): Promise<LiveChannel> {
  const channel = await openChannel(client, base);
  await waitFor(() => channel.frames.some((f) => f.event === 'ready'), { what: 'the live channel open' });
  return channel;
}
