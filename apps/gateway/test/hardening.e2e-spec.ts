import { baseUrl, Client, signUp, uniqueClientIp, uniqueEmail } from './support';

describe('the way back after signing in', () => {
  const client = new Client({ 'x-forwarded-for': uniqueClientIp() });

  it.each(['%2F%09%2Fevil.example', '%2F%0D%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%5Cevil.example', '%2F%252F%252Fevil.example', 'https%3A%2F%2Fevil.example'])(
    '/api/login?returnTo=%s stays on this site',
    async (returnTo) => {
      const res = await client.get(`/api/login?returnTo=${returnTo}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/sign-in?returnTo=%2F');
    },
  );

  it('keeps a same-site path', async () => {
    const res = await client.get('/api/login?returnTo=%2Fresources%3Ftab%3Deducational');
    expect(res.headers.get('location')).toBe('/sign-in?returnTo=%2Fresources%3Ftab%3Deducational');
  });
});

describe('control characters and invisible text in bodies', () => {
  const client = () => new Client({ 'x-forwarded-for': uniqueClientIp() });
  const bodies: [string, Record<string, string>][] = [
    ['/api/auth/sign-up', { email: uniqueEmail(), password: 'a calm long passphrase', firstName: 'Sam', lastName: 'Carer' }],
    ['/api/waitlist', { name: 'Sam', email: uniqueEmail('waitlist'), role: 'carer' }],
    ['/api/contact', { name: 'Sam', email: uniqueEmail('contact'), subject: 'general', message: 'Hello' }],
  ];
  /** What an error said: the waitlist answers JSON `{ message }` (spec §7), every other route plain text. */
  const said = (path: string, res: { text: string; json: unknown; headers: Headers }) => {
    if (path !== '/api/waitlist') return res.text;
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (res.json as { message: string }).message;
  };

  it.each(bodies)('%s answers a NUL in any text field with 400 naming the field', async (path, valid) => {
    for (const field of Object.keys(valid).filter((f) => f !== 'subject')) {
      const res = await client().post(path, { ...valid, [field]: `${valid[field]}\u0000` });
      expect([res.status, said(path, res)]).toEqual([400, expect.stringMatching(new RegExp(`^${field} must not contain control characters`))]);
    }
  });

  it('refuses a tab in a name but keeps the lines of a contact message', async () => {
    const tab = await client().post('/api/waitlist', { name: 'Sam\tCarer', email: uniqueEmail('waitlist') });
    expect([tab.status, said('/api/waitlist', tab)]).toEqual([400, 'name must not contain control characters (tabs and line breaks included)']);
    const lines = await client().post('/api/contact', { name: 'Sam', email: uniqueEmail('contact'), subject: 'general', message: 'Hello,\n\tthanks.' });
    expect(lines.status).toBeLessThan(300);
  });

  it('treats a name made only of zero-width spaces as empty', async () => {
    const res = await client().post('/api/waitlist', { name: '\u200b\u200b\u2060', email: uniqueEmail('waitlist') });
    expect([res.status, said('/api/waitlist', res)]).toEqual([400, 'name is required']);
  });
});

describe('state-changing routes take JSON only', () => {
  it('refuses a form-encoded or multipart body with 415 and changes nothing', async () => {
    const member = new Client({ 'x-forwarded-for': uniqueClientIp() });
    await signUp(member);
    expect((await member.request('PUT', '/api/users/type', { userType: 'carer' })).status).toBe(200);
    const form = await member.request('PUT', '/api/users/type', 'userType=practitioner', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([form.status, form.text]).toEqual([415, 'Send the request body as JSON (Content-Type: application/json).']);
    const multipart = await member.request('PUT', '/api/users/type', '--b\r\nContent-Disposition: form-data; name="userType"\r\n\r\npractitioner\r\n--b--\r\n', {
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(multipart.status).toBe(415);
    const noType = await fetch(`${baseUrl}/api/users/type`, {
      method: 'PUT',
      headers: { cookie: member.cookie!, 'x-forwarded-for': uniqueClientIp() },
      body: new Blob(['{"userType":"practitioner"}']),
    });
    expect(noType.status).toBe(415);
    expect(((await member.get('/api/auth/user')).json as { userType: string }).userType).toBe('carer');
  });

  it('refuses a form posted to a public route too', async () => {
    const res = await new Client({ 'x-forwarded-for': uniqueClientIp() }).request('POST', '/api/waitlist', `name=Sam&email=${uniqueEmail()}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });
});

describe('logging out by a link', () => {
  const member = async () => {
    const browser = new Client({ 'x-forwarded-for': uniqueClientIp() });
    await signUp(browser);
    return browser;
  };
  const stillSignedIn = async (browser: Client) => (await browser.get('/api/auth/user')).status === 200;

  it('ends the session for a navigation from this site, or typed in', async () => {
    const sameSite: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, { referer: `${baseUrl}/profile` }];
    for (const headers of sameSite) {
      const browser = await member();
      const kept = browser.cookie!;
      const out = await browser.get('/api/logout', headers);
      expect([out.status, out.headers.get('location')]).toEqual([302, '/?account=signed-out']);
      const old = new Client();
      old.cookie = kept;
      expect(await stillSignedIn(old)).toBe(false);
    }
  });

  it('shows a one-button page instead for a link from another site, and the session stays', async () => {
    const elsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}, { referer: 'https://evil.example/' }];
    for (const headers of elsewhere) {
      const browser = await member();
      const page = await browser.get('/api/logout', headers);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<form method="post" action="/api/logout"><button type="submit">Log out</button></form>');
      expect(page.text).not.toContain('<script');
      expect(await stillSignedIn(browser)).toBe(true);
    }
  });

  it('ends the session when the page is confirmed, but not for a form posted from elsewhere', async () => {
    const browser = await member();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await browser.request('POST', '/api/logout', '', { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(await stillSignedIn(browser)).toBe(true);
    const confirmed = await browser.request('POST', '/api/logout', '', { ...form, origin: baseUrl, 'sec-fetch-site': 'same-origin' });
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([303, '/?account=signed-out']);
    expect(browser.cookie).toBeUndefined();
  });
});

describe('choosing a password at sign-up', () => {
  it.each([
    ['aaaaaaaaaa', 'password repeats a character or pattern (like aaa or abcabc): choose a phrase of a few unrelated words'],
    ['1234567890', 'password is too common: choose a phrase of a few unrelated words'],
    ['          ', 'password must not be only spaces'],
    ['the email', 'password must not contain your email address'],
  ])('refuses %j with 400 saying why', async (password, reason) => {
    const email = uniqueEmail('weak');
    const res = await new Client({ 'x-forwarded-for': uniqueClientIp() }).post('/api/auth/sign-up', {
      email,
      password: password === 'the email' ? email : password,
      firstName: 'Sam',
      lastName: 'Carer',
    });
    expect([res.status, res.text]).toEqual([400, reason]);
  });
});
