import { Client, confirmFromMail, confirmTokenIn, linkIn, mailsFor, signUp, uniqueClientIp, uniqueEmail, waitForMails } from './support';

const password = 'a calm long passphrase';
const accepted = { message: 'Check your email to finish creating your account. The link works for 24 hours.' };
const resetAccepted = { message: 'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.' };
const client = () => new Client({ 'x-forwarded-for': uniqueClientIp() });

const confirmMail = (m: { subject: string }) => m.subject === 'Finish creating your Kiin account';
const resetMail = (m: { subject: string }) => m.subject === 'Choose a new Kiin password';

describe('sign-up tells a stranger nothing', () => {
  it('answers a new and a taken address the same, and mails the owner of the taken one instead', async () => {
    const { email } = await signUp(client());
    const fresh = await client().post('/api/auth/sign-up', { email: uniqueEmail(), password, firstName: 'Sam', lastName: 'Lee' });
    const taken = await client().post('/api/auth/sign-up', { email: email.toUpperCase(), password: 'another long passphrase', firstName: 'Sam', lastName: 'Lee' });
    expect([fresh.status, fresh.json]).toEqual([202, accepted]);
    expect([taken.status, taken.text]).toEqual([fresh.status, fresh.text]);
    expect(taken.setCookie).toEqual([]);

    const [note] = await waitForMails(email, 1, (m) => m.subject === 'Someone tried to create a Kiin account with your email');
    expect(linkIn(note, '/sign-in')).toBe('/sign-in');
    expect(linkIn(note, '/sign-in?forgot=1')).toBe('/sign-in?forgot=1');
    // The owner's password still works; the stranger's does not.
    expect((await client().post('/api/auth/sign-in', { email, password })).status).toBe(200);
    expect((await client().post('/api/auth/sign-in', { email, password: 'another long passphrase' })).status).toBe(401);
  });
});

describe('the confirmation link', () => {
  const expired = 'This link has expired or was already used. Sign in, or create your account again to get a new link.';

  it('opens a page; its POST lands on the dashboard with a welcome, or where the person was going, and works once', async () => {
    const browser = client();
    const email = uniqueEmail();
    expect((await browser.post('/api/auth/sign-up', { email, password, firstName: 'Ada', lastName: 'Ng' })).status).toBe(202);
    const [mail] = await waitForMails(email, 1, confirmMail);
    const token = confirmTokenIn(mail);
    expect(linkIn(mail, '/confirm-email')).toBe(`/confirm-email?token=${token}`);
    const first = await browser.post('/api/auth/confirm', { token, password });
    expect([first.status, first.json]).toEqual([200, { next: '/dashboard?welcome=1' }]);
    expect((await browser.get('/api/auth/user')).status).toBe(200);

    const again = await client().post('/api/auth/confirm', { token, password });
    expect([again.status, again.text]).toEqual([400, expired]);

    const goingSomewhere = client();
    const other = uniqueEmail();
    await goingSomewhere.post('/api/auth/sign-up?returnTo=%2Fcontent%2Flibrary%3Ftab%3Dvideos', { email: other, password, firstName: 'Ada', lastName: 'Ng' });
    const landed = await confirmFromMail(goingSomewhere, other);
    expect(landed.json).toEqual({ next: '/content/library?tab=videos&welcome=1' });
  });

  it('changes nothing when opened with a GET, from another site or not: no account, no session, the visitor stays who they were', async () => {
    const visitor = client();
    const { email: visitorEmail } = await signUp(visitor);
    const email = uniqueEmail('csrf');
    await client().post('/api/auth/sign-up', { email, password, firstName: 'Eve', lastName: 'Ng' });
    const token = confirmTokenIn((await waitForMails(email, 1, confirmMail))[0]);

    // An older mail's link, as a page on another site would open it in the visitor's browser.
    const opened = await visitor.get(`/api/auth/confirm?token=${token}`, { referer: 'https://evil.example/' });
    expect([opened.status, opened.headers.get('location')]).toEqual([302, `/confirm-email?token=${token}`]);
    expect(opened.setCookie).toEqual([]);
    expect(((await visitor.get('/api/auth/user')).json as { email: string }).email).toBe(visitorEmail);
    // No account was made: its owner's password still finds only the unconfirmed sign-up.
    expect((await client().post('/api/auth/sign-in', { email, password })).status).toBe(403);
    // The page's POST is for this site only.
    const crossSite = await visitor.post('/api/auth/confirm', { token, password }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(((await visitor.get('/api/auth/user')).json as { email: string }).email).toBe(visitorEmail);
    // The link still works for its owner.
    expect((await client().post('/api/auth/confirm', { token, password })).status).toBe(200);
  });

  it('until used, sign-in with the right password says to check the mail, and a new link can be sent', async () => {
    const email = uniqueEmail();
    await client().post('/api/auth/sign-up', { email, password, firstName: 'Ada', lastName: 'Ng' });
    await waitForMails(email, 1, confirmMail);
    const early = await client().post('/api/auth/sign-in', { email, password });
    expect(early.status).toBe(403);
    expect(early.text).toBe('Check your email to finish creating your account: open the link we sent you. No mail? We can send it again.');
    expect((await client().post('/api/auth/sign-in', { email, password: 'not the password' })).status).toBe(401);

    const resent = await client().post('/api/auth/resend-confirmation', { email });
    const unknown = await client().post('/api/auth/resend-confirmation', { email: uniqueEmail() });
    expect([resent.status, resent.json]).toEqual([202, accepted]);
    expect([unknown.status, unknown.text]).toEqual([resent.status, resent.text]);
    const mails = await waitForMails(email, 2, confirmMail);
    const tokens = mails.map(confirmTokenIn);
    expect(new Set(tokens).size).toBe(2);
    // The link sent first stopped working when the new one was made.
    const stale = tokens.find((t) => t !== tokens[tokens.length - 1])!;
    expect((await client().post('/api/auth/confirm', { token: stale, password })).status).toBe(400);
    await confirmFromMail(client(), email);
    expect((await client().post('/api/auth/sign-in', { email, password })).status).toBe(200);
  });

  it('gives the account the password of whoever reads the mail, never that of a stranger who signed the address up first', async () => {
    const email = uniqueEmail('prehijack');
    const strangers = 'a stranger chose this passphrase';
    await client().post('/api/auth/sign-up', { email, password: strangers, firstName: 'Eve', lastName: 'Ng' });
    await client().post('/api/auth/sign-up', { email, password, firstName: 'Ada', lastName: 'Ng' });
    const [first, second] = (await waitForMails(email, 2, confirmMail)).map(confirmTokenIn);
    // The owner opens the first of the two identical mails: the stranger's link, spent by the owner's sign-up.
    expect((await client().post('/api/auth/confirm', { token: first, password })).status).toBe(400);
    expect((await client().post('/api/auth/confirm', { token: second, password })).status).toBe(200);
    expect((await client().post('/api/auth/sign-in', { email, password })).status).toBe(200);
    expect((await client().post('/api/auth/sign-in', { email, password: strangers })).status).toBe(401);
  });

  it('limits how many mails one address receives in a day', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 8; i++) {
      expect((await client().post('/api/auth/sign-up', { email, password, firstName: 'Ada', lastName: 'Ng' })).status).toBe(202);
    }
    await waitForMails(email, 5);
    // A later mail to another address marks that the queue has moved past these.
    const marker = uniqueEmail('marker');
    await client().post('/api/auth/sign-up', { email: marker, password, firstName: 'Ada', lastName: 'Ng' });
    await waitForMails(marker, 1);
    expect(await mailsFor(email)).toHaveLength(5);
  });
});

describe('a forgotten password', () => {
  it('answers the same for any address and mails a single-use link that ends every other session', async () => {
    const phone = client();
    const { email } = await signUp(phone);
    const laptop = client();
    expect((await laptop.post('/api/auth/sign-in', { email, password })).status).toBe(200);

    const known = await client().post('/api/auth/forgot-password', { email });
    const unknown = await client().post('/api/auth/forgot-password', { email: uniqueEmail() });
    expect([known.status, known.json]).toEqual([202, resetAccepted]);
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);

    const [mail] = await waitForMails(email, 1, resetMail);
    const token = new URL(linkIn(mail, '/reset-password'), 'http://x').searchParams.get('token')!;

    const tooShort = await client().post('/api/auth/reset-password', { token, password: 'short' });
    expect([tooShort.status, tooShort.text]).toEqual([400, 'password must be at least 10 characters']);

    const browser = client();
    const reset = await browser.post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await client().post('/api/auth/sign-in', { email, password })).status).toBe(401);
    expect((await client().post('/api/auth/sign-in', { email, password: 'a brand new passphrase' })).status).toBe(200);

    const twice = await client().post('/api/auth/reset-password', { token, password: 'yet another passphrase' });
    expect([twice.status, twice.text]).toEqual([400, 'This link to choose a new password has expired or was already used. Ask for a new one.']);
  });

  it('still arrives after strangers asked for every other mail to the address: resets have an allowance of their own', async () => {
    const { email } = await signUp(client());
    for (let i = 0; i < 8; i++) {
      expect((await client().post('/api/auth/sign-up', { email, password: 'another long passphrase', firstName: 'Eve', lastName: 'Ng' })).status).toBe(202);
      expect((await client().post('/api/auth/resend-confirmation', { email })).status).toBe(202);
    }
    expect((await client().post('/api/auth/forgot-password', { email })).status).toBe(202);
    const [mail] = await waitForMails(email, 1, resetMail);
    expect(linkIn(mail, '/reset-password')).toMatch(/^\/reset-password\?token=/);
  });

  it('is not kept from its owner by requests that send nothing: they use no allowance', async () => {
    const { email } = await signUp(client());
    // The address has an account, so there is no link to send again: five strangers' requests mail nothing.
    for (let i = 0; i < 5; i++) expect((await client().post('/api/auth/resend-confirmation', { email })).status).toBe(202);
    await client().post('/api/auth/sign-up', { email, password: 'another long passphrase', firstName: 'Eve', lastName: 'Ng' });
    await waitForMails(email, 1, (m) => m.subject === 'Someone tried to create a Kiin account with your email');
  });
});

describe("a member's sessions", () => {
  it('lists each session with its browser, ends one, and signs out everywhere else', async () => {
    const first = new Client({ 'x-forwarded-for': uniqueClientIp(), 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' });
    const { email } = await signUp(first);
    const second = new Client({ 'x-forwarded-for': uniqueClientIp(), 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0' });
    const third = client();
    await second.post('/api/auth/sign-in', { email, password });
    await third.post('/api/auth/sign-in', { email, password });

    const listed = await first.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.json as { id: string; userAgent: string; lastUsedAt: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)!.userAgent).toContain('iPhone');
    const firefox = sessions.find((s) => s.userAgent.includes('Firefox'))!;
    expect(JSON.stringify(sessions)).not.toContain(first.cookie!.split('=')[1]);

    expect((await first.request('DELETE', `/api/auth/sessions/${firefox.id}`)).status).toBe(204);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect((await third.get('/api/auth/user')).status).toBe(200);
    // Another member cannot end it, and cannot see it.
    const stranger = client();
    await signUp(stranger);
    const mine = (await first.get('/api/auth/sessions')).json as { id: string }[];
    expect((await stranger.request('DELETE', `/api/auth/sessions/${mine[0].id}`)).status).toBe(404);

    const everywhere = await first.post('/api/auth/sessions/sign-out-everywhere', {});
    expect([everywhere.status, everywhere.json]).toEqual([200, { ended: 1 }]);
    expect((await third.get('/api/auth/user')).status).toBe(401);
    expect((await first.get('/api/auth/user')).status).toBe(200);
    expect(((await first.get('/api/auth/sessions')).json as unknown[]).length).toBe(1);
  });
});
