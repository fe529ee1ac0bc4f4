import { Client, confirmFromMail, signUp, uniqueClientIp, uniqueEmail } from './support';

describe('sessions and sign-in', () => {
  it('signs up through the mailed link into an httpOnly, SameSite=Lax session with the spec User fields', async () => {
    const client = new Client();
    const email = uniqueEmail();
    const res = await client.post('/api/auth/sign-up', { email, password: 'a calm long passphrase', firstName: 'Ada', lastName: 'Ng' });
    expect(res.status).toBe(202);
    expect(res.setCookie.find((c) => c.startsWith('kiin_sid='))).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const opened = await confirmFromMail(client, email);
    const cookie = opened.setCookie.find((c) => c.startsWith('kiin_sid='))!;
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
    // The Log out link of the site: a same-origin navigation.
    const out = await browser.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/?account=signed-out');
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

  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    const { email, password } = await signUp(new Client());
    const stranger = new Client({ 'x-forwarded-for': '127.0.0.2' });
    for (let i = 0; i < 5; i++) {
      expect((await stranger.post('/api/auth/sign-in', { email, password: 'wrong guess' })).status).toBe(401);
    }
    const blocked = await stranger.post('/api/auth/sign-in', { email, password });
    expect([blocked.status, blocked.text]).toEqual([429, 'Too many sign-in attempts. Please wait 15 minutes and try again.']);
    const owner = await new Client({ 'x-forwarded-for': '127.0.0.1' }).post('/api/auth/sign-in', { email, password });
    expect(owner.status).toBe(200);
  });

  it('counts parallel guesses before checking them, so no more than five get a try', async () => {
    const { email } = await signUp(new Client());
    const ip = uniqueClientIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => new Client({ 'x-forwarded-for': ip }).post('/api/auth/sign-in', { email, password: 'parallel guess' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('stops a guesser spread over many addresses, while the owner signs in from a usual address', async () => {
    const { email, password } = await signUp(new Client());
    const ownerIp = uniqueClientIp();
    expect((await new Client({ 'x-forwarded-for': ownerIp }).post('/api/auth/sign-in', { email, password })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const res = await new Client({ 'x-forwarded-for': uniqueClientIp() }).post('/api/auth/sign-in', { email, password: `guess ${i}` });
      expect(res.status).toBe(401);
    }
    const fromNewAddress = await new Client({ 'x-forwarded-for': uniqueClientIp() }).post('/api/auth/sign-in', { email, password });
    expect(fromNewAddress.status).toBe(429);
    const owner = await new Client({ 'x-forwarded-for': ownerIp }).post('/api/auth/sign-in', { email, password });
    expect(owner.status).toBe(200);
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

  it('passes mode=sign-up on to the sign-in page, so Sign up opens the create-account form, and no other mode', async () => {
    const client = new Client();
    expect((await client.get('/api/login?returnTo=%2Fabout&mode=sign-up')).headers.get('location')).toBe('/sign-in?returnTo=%2Fabout&mode=sign-up');
    expect((await client.get('/api/login?returnTo=%2Fabout&mode=admin')).headers.get('location')).toBe('/sign-in?returnTo=%2Fabout');
  });
});
