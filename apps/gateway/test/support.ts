import { randomBytes } from 'node:crypto';
import { Client as Pg } from 'pg';

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

export async function signUp(client: Client, firstName = 'Robin', lastName = 'Carer') {
  const email = uniqueEmail();
  const password = 'a calm long passphrase';
  const res = await client.post('/api/auth/sign-up', { email, password, firstName, lastName });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, password, user: res.json };
}

/** Makes a member premium the one way it is granted outside billing: in identity's own database. */
export async function grantPremium(userId: string): Promise<void> {
  const identityDb = (process.env.KIIN_TEST_DATABASES ?? '').split(',').find((url) => url.endsWith('_identity'));
  if (!identityDb) throw new Error('KIIN_TEST_DATABASES is not set: run through npm test');
  const pg = new Pg({ connectionString: identityDb });
  await pg.connect();
  try {
    await pg.query('update app_user set is_premium = true where id = $1', [userId]);
  } finally {
    await pg.end();
  }
}
