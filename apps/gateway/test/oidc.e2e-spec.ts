import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { serviceAddrVar, serviceRegistry } from '@kiin/contracts';
import { freePort, type ServiceProcess, startServiceProcess, uniqueToken, waitFor } from '@kiin/testing';
import { Client, signUp, uniqueEmail } from './support';

const offset = Number(process.env.KIIN_SERVICE_PORT_OFFSET ?? 0);

/** Cookies per host, and redirects followed by hand, as a browser does. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookieFor(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const jar = this.jars.get(new URL(url).host) ?? new Map<string, string>();
    this.jars.set(new URL(url).host, jar);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects until a page answers, or the next stop would leave for `stopAt`. */
  async follow(url: string, stopAt?: string, init?: RequestInit): Promise<{ url: string; res: Response }> {
    let current = url;
    let res = await this.fetch(current, init);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 20; hops++) {
      const next = new URL(res.headers.get('location')!, current).href;
      if (stopAt && next.startsWith(stopAt)) return { url: next, res };
      current = next;
      res = await this.fetch(current);
    }
    return { url: current, res };
  }
}

/**
 * Sign-in with an outside identity provider: a real OpenID provider runs beside a gateway
 * configured for it, in front of the started product's services.
 */
describe('sign-in with an outside OpenID provider', () => {
  let providerProcess: ChildProcess;
  let gateway: ServiceProcess;
  let gatewayUrl: string;
  let issuer: string;

  beforeAll(async () => {
    const [providerPort, port, internalPort] = [await freePort(), await freePort(), await freePort()];
    gatewayUrl = `http://127.0.0.1:${port}`;
    providerProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs'), String(providerPort), `${gatewayUrl}/api/auth/oidc/callback`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    issuer = await new Promise<string>((resolve, reject) => {
      let out = '';
      providerProcess.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const ready = /ready (\S+)/.exec(out);
        if (ready) resolve(ready[1]);
      });
      providerProcess.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      providerProcess.once('exit', () => reject(new Error(`the provider exited: ${out}`)));
    });
    gateway = startServiceProcess(
      'gateway',
      {
        ...Object.fromEntries(serviceRegistry.map((s) => [serviceAddrVar(s.name), `127.0.0.1:${s.tcp + offset}`])),
        PORT: String(port),
        HOST: '127.0.0.1',
        INTERNAL_PORT: String(internalPort),
        PUBLIC_ORIGIN: gatewayUrl,
        REDIS_URL: process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `kiin:${uniqueToken().toLowerCase()}:gw:`,
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'kiin-test',
        OIDC_CLIENT_SECRET: 'kiin-test-secret-that-is-long-enough',
        OIDC_LABEL: 'Test Health ID',
        ...(process.env.KIIN_RPC_SECRET ? { INTERNAL_RPC_SECRET: process.env.KIIN_RPC_SECRET } : {}),
      },
      'main',
    );
    await waitFor(
      async () => {
        if (gateway.child.exitCode !== null) throw new Error(`gateway exited: ${gateway.output()}`);
        return fetch(`${gatewayUrl}/health/live`).then((r) => r.ok, () => false);
      },
      { what: 'the gateway configured for the provider', timeoutMs: 60000 },
    );
  });

  afterAll(async () => {
    await gateway?.kill();
    providerProcess?.kill();
  });

  /** Starts sign-in at the gateway, signs in at the provider's own form as `login`, and returns to the gateway. */
  async function signInAt(browser: Browser, login: string, returnTo = '/profile') {
    const start = await browser.fetch(`${gatewayUrl}/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    const page = await browser.follow(authorize.href);
    for (const prompt of ['login', 'consent']) {
      const html = await page.res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no ${prompt} form at the provider: ${html.slice(0, 300)}`);
      const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      const next = await browser.follow(new URL(action, page.url).href, `${gatewayUrl}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      if (next.url.startsWith(`${gatewayUrl}/`)) {
        const back = await browser.fetch(next.url);
        return { authorize, back, landed: back.headers.get('location'), callback: next.url };
      }
      Object.assign(page, next);
    }
    throw new Error('the provider did not send the browser back');
  }

  const me = (browser: Browser) =>
    fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie: `kiin_sid=${browser.cookieFor(gatewayUrl, 'kiin_sid') ?? ''}` } });

  it('offers the provider on the sign-in page', async () => {
    const res = await fetch(`${gatewayUrl}/api/auth/providers`);
    expect(await res.json()).toEqual({ oidc: { label: 'Test Health ID', start: '/api/auth/oidc/start' } });
  });

  it('uses the authorization code flow with PKCE (S256), a state and a nonce, and signs a new person in to a new account', async () => {
    const browser = new Browser();
    const email = uniqueEmail('oidc');
    const { authorize, back, landed, callback } = await signInAt(browser, `verified:${email}`);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(back.status).toBe(302);
    expect(landed).toBe('/profile?welcome=1');
    const user = (await (await me(browser)).json()) as { email: string; firstName: string; lastName: string };
    expect(user).toMatchObject({ email, firstName: 'Alex', lastName: 'Provider' });

    // The same return, replayed by someone else: its state was spent by the first.
    const replayer = new Browser();
    const replayed = await replayer.fetch(callback);
    expect([replayed.status, replayed.headers.get('location')]).toEqual([302, '/sign-in?oidc=failed']);
    expect((await me(replayer)).status).toBe(401);
  });

  it('links an existing account only through an address the provider has verified', async () => {
    const owner = new Client();
    const member = await signUp(owner, 'Sam', 'Owner');
    const unverified = new Browser();
    const refused = await signInAt(unverified, `unverified:${member.email}:attacker-${randomBytes(4).toString('hex')}`);
    expect(refused.landed).toBe('/sign-in?oidc=unverified');
    expect((await me(unverified)).status).toBe(401);

    const verified = new Browser();
    const linked = await signInAt(verified, `verified:${member.email}`, '/dashboard');
    expect(linked.landed).toBe('/dashboard?welcome=1');
    expect(((await (await me(verified)).json()) as { id: string }).id).toBe(member.user.id);
  });

  it('refuses a forged or replayed state without signing anyone in', async () => {
    const browser = new Browser();
    const forged = await browser.fetch(`${gatewayUrl}/api/auth/oidc/callback?code=abc&state=${'x'.repeat(43)}`);
    expect([forged.status, forged.headers.get('location')]).toEqual([302, '/sign-in?oidc=failed']);
    expect((await me(browser)).status).toBe(401);
  });
});
