import { type CoachMessage, type CoachReply, type CoachState, coachLimits, coachMessages, type Page, pageQueryMessages } from '@kiin/contracts';
import { Client, grantPremium, signUp } from './support';

/** The coach's calls over HTTP, for each kind of caller, and the checks on what is sent. */
describe('the care coach through the gateway', () => {
  const visitor = new Client();
  const member = new Client();
  const premium = new Client();

  beforeAll(async () => {
    await signUp(member, 'Frances', 'Free');
    await signUp(premium, 'Priya', 'Premium');
    await grantPremium(premium);
  });

  it('asks visitors to sign in (401) and free members to upgrade (403), on every coach call', async () => {
    const calls = [
      ['GET', '/api/coach', undefined],
      ['GET', '/api/coach/history', undefined],
      ['POST', '/api/coach/chat', { message: 'What is respite care?' }],
      ['POST', '/api/coach/consent', { version: 'x' }],
      ['DELETE', '/api/coach/consent', undefined],
      ['DELETE', '/api/coach/history', undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const signedOut = await visitor.request(method, path, body);
      expect([path, signedOut.status, signedOut.text]).toEqual([path, 401, 'Authentication required']);
      const free = await member.request(method, path, body);
      expect([path, free.status, free.text]).toEqual([path, 403, 'Premium membership required']);
    }
  });

  it('refuses to chat before consent (409), then answers with citations once the notice is accepted', async () => {
    const refused = await premium.post('/api/coach/chat', { message: 'What is respite care?' });
    expect([refused.status, refused.text]).toEqual([409, coachMessages.consentRequired]);

    const state = (await premium.get('/api/coach')).json as CoachState;
    expect(state.greeting).toContain('Hello Priya!');
    expect(state.consent).toBeNull();
    expect((await premium.post('/api/coach/consent', { version: state.notice.version })).status).toBe(200);

    const answered = await premium.post('/api/coach/chat', { message: 'What is respite care?' });
    expect(answered.status).toBe(200);
    const reply = answered.json as CoachReply;
    expect(reply.crisis).toBe(false);
    expect(reply.citations.length).toBeGreaterThan(0);
    for (const c of reply.citations) expect(c.href).toBe(`/content/${c.type}/${c.id}`);
    expect(((await premium.get('/api/coach')).json as CoachState).messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('pages back through the conversation from the newest message, and refuses a limit or cursor it cannot use with a 400', async () => {
    const state = (await premium.get('/api/coach')).json as CoachState;
    expect(state.earlierCursor).toBeNull();
    const newest = await premium.get('/api/coach/history?limit=1');
    expect(newest.status).toBe(200);
    const page = newest.json as Page<CoachMessage>;
    expect(page.items.map((m) => m.id)).toEqual([state.messages.at(-1)?.id]);
    expect(page.nextCursor).not.toBeNull();
    const next = (await premium.get(`/api/coach/history?limit=1&cursor=${page.nextCursor}`)).json as Page<CoachMessage>;
    expect(next.items.map((m) => m.id)).toEqual([state.messages.at(-2)?.id]);
    for (const [query, message] of [
      ['limit=0', pageQueryMessages.limit],
      ['limit=ten', pageQueryMessages.limit],
      ['cursor=%24%24', pageQueryMessages.cursor],
      ['cursor=bm90LWEtY3Vyc29y', pageQueryMessages.cursor],
    ]) {
      const refused = await premium.get(`/api/coach/history?${query}`);
      expect([query, refused.status, refused.text]).toEqual([query, 400, expect.stringContaining(message)]);
    }
  });

  it('refuses an empty, blank or too long message with a 400 naming the field, and keeps nothing of it', async () => {
    const before = ((await premium.get('/api/coach')).json as CoachState).messages.length;
    for (const message of ['', '   \n\t ', '\u200b\u200b', 'x'.repeat(coachLimits.messageMaxLength + 1)]) {
      const res = await premium.post('/api/coach/chat', { message });
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/^message /);
    }
    expect((await premium.post('/api/coach/chat', {})).text).toBe('message is required');
    expect(((await premium.get('/api/coach')).json as CoachState).messages.length).toBe(before);
    // Exactly the limit is fine.
    expect((await premium.post('/api/coach/chat', { message: `${'carer support '.repeat(200)}`.slice(0, coachLimits.messageMaxLength) })).status).toBe(200);
  });
});
