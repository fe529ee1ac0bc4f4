import { Client, signUp, uniqueClientIp, uniqueEmail } from './support';

describe('sessions and sign-in', () => {
  it('signs up into an httpOnly, SameSite=Lax session and returns the spec User fields', async () => {
    const client = new Client();
    const email = uniqueEmail();
    const res = await client.post('/api/auth/sign-up', { email, password: 'a calm long passphrase', firstName: 'Ada', lastName: 'Ng' });
    expect(res.status).toBe(201);
    const cookie = res.setCookie.find((c) => c.startsWith('kiin_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Ng',
      email,
      profileImageUrl: null,
      isPremium: false,
      userType: null,
      points: expect.any(Number),
    });
    expect(res.text).not.toContain('password');
  });

  it('refuses a second account with the same email', async () => {
    const client = new Client();
    const { email } = await signUp(client);
    const again = await new Client().post('/api/auth/sign-up', { email: email.toUpperCase(), password: 'another long passphrase', firstName: 'A', lastName: 'B' });
    expect(again.status).toBe(409);
    expect(again.text).toMatch(/already exists/);
  });

  it('gives the session a new id at sign-in, and sign-out ends it', async () => {
    const { email, password } = await signUp(new Client());
    const browser = new Client();
    await browser.get('/api/auth/user');
    const before = await browser.post('/api/auth/sign-in', { email, password });
    expect(before.status).toBe(200);
    const firstSession = browser.cookie!;
    const second = await browser.post('/api/auth/sign-in', { email, password });
    expect(second.status).toBe(200);
    expect(browser.cookie).not.toBe(firstSession);
    const stale = new Client();
    stale.cookie = firstSession;
    expect((await stale.get('/api/auth/user')).status).toBe(401);

    const kept = browser.cookie!;
    const out = await browser.get('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    const old = new Client();
    old.cookie = kept;
    expect((await old.get('/api/auth/user')).status).toBe(401);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { email } = await signUp(new Client());
    const ip = uniqueClientIp();
    const wrong = await new Client({ 'x-forwarded-for': ip }).post('/api/auth/sign-in', { email, password: 'not the password' });
    const unknown = await new Client({ 'x-forwarded-for': ip }).post('/api/auth/sign-in', { email: uniqueEmail(), password: 'not the password' });
    expect([wrong.status, wrong.text]).toEqual([401, 'Email or password is incorrect.']);
    expect([unknown.status, unknown.text]).toEqual([wrong.status, wrong.text]);
  });

  it('limits sign-in failures per account, even from many addresses', async () => {
    const { email, password } = await signUp(new Client());
    for (let i = 0; i < 5; i++) {
      const res = await new Client({ 'x-forwarded-for': uniqueClientIp() }).post('/api/auth/sign-in', { email, password: 'wrong guess' });
      expect(res.status).toBe(401);
    }
    const locked = await new Client({ 'x-forwarded-for': uniqueClientIp() }).post('/api/auth/sign-in', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.text).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('limits sign-in attempts per client address across accounts', async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await new Client({ 'x-forwarded-for': ip }).post('/api/auth/sign-in', { email: uniqueEmail(), password: 'x' })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses a state-changing call from another origin', async () => {
    const member = new Client();
    await signUp(member);
    const items = (await member.get('/api/content/free')).json as { id: string; isPremium: boolean }[];
    const contentId = items.find((i) => !i.isPremium)!.id;
    const foreign = await member.post('/api/users/completed-content', { contentId }, { origin: 'https://evil.example' });
    expect([foreign.status, foreign.text]).toEqual([403, 'Request refused: it did not come from this site.']);
    const crossSite = await member.post('/api/users/completed-content', { contentId }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await member.get('/api/users/completed-content')).json).toEqual([]);
    const sameSite = await member.post('/api/users/completed-content', { contentId }, { origin: new URL(process.env.KIIN_BASE_URL ?? 'http://localhost:3000').origin });
    expect(sameSite.status).toBe(201);
  });

  it('sends /api/login to the sign-in page with the way back, and refuses open redirects', async () => {
    const client = new Client();
    const res = await client.get('/api/login?returnTo=%2Fresources%3Ftab%3Deducational');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?returnTo=%2Fresources%3Ftab%3Deducational');
    const evil = await client.get('/api/login?returnTo=https%3A%2F%2Fevil.example');
    expect(evil.headers.get('location')).toBe('/sign-in?returnTo=%2F');
    const sneaky = await client.get('/api/login?returnTo=%2F%2Fevil.example');
    expect(sneaky.headers.get('location')).toBe('/sign-in?returnTo=%2F');
  });
});
