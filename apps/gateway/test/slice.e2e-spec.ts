import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { waitFor } from '@kiin/testing';
import { Client, signUp } from './support';

/** The vertical slice through the gateway, the services and Kafka, as a caller sees it. */
describe('completing content earns points', () => {
  let freeIds: string[];

  beforeAll(async () => {
    const items = (await new Client().get('/api/content/free')).json as { id: string; isPremium: boolean }[];
    freeIds = items.filter((i) => !i.isPremium).map((i) => i.id);
    expect(freeIds.length).toBeGreaterThan(2);
  });

  it('stores a completion once, awards 10 points once, and lists the item', async () => {
    const member = new Client();
    await signUp(member);
    const points = async () => ((await member.get('/api/auth/user')).json as { points: number }).points;
    await waitFor(async () => (await points()) === 5, { what: 'welcome points' });

    const first = await member.post('/api/users/completed-content', { contentId: freeIds[0] });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ contentId: freeIds[0] });
    await waitFor(async () => (await points()) === 15, { what: '10 points for the completion' });

    const again = await member.post('/api/users/completed-content', { contentId: freeIds[0] });
    expect(again.status).toBe(200);
    // A later completion is applied after the repeat; had the repeat counted, this would be 35.
    await member.post('/api/users/completed-content', { contentId: freeIds[1] });
    await waitFor(async () => (await points()) >= 25, { what: 'points for the second item' });
    expect(await points()).toBe(25);

    const list = (await member.get('/api/users/completed-content')).json as { contentId: string }[];
    expect(list.map((c) => c.contentId).sort()).toEqual([freeIds[0], freeIds[1]].sort());
  });

  it('answers signed-out, unknown and malformed requests clearly', async () => {
    const visitor = new Client();
    const signedOut = await visitor.post('/api/users/completed-content', { contentId: freeIds[0] });
    expect([signedOut.status, signedOut.text]).toEqual([401, 'Authentication required']);
    expect((await visitor.get('/api/users/completed-content')).status).toBe(401);

    const member = new Client();
    await signUp(member);
    const unknown = await member.post('/api/users/completed-content', { contentId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, unknown.text]).toEqual([404, 'Content not found']);
    const malformed = await member.post('/api/users/completed-content', { contentId: 'not-an-id' });
    expect([malformed.status, malformed.text]).toEqual([400, 'contentId must be a content id (a UUID)']);
    const missing = await member.post('/api/users/completed-content', {});
    expect([missing.status, missing.text]).toEqual([400, 'contentId is required']);
  });

  it('carries one request id through the gateway, content-svc and the gamification consumer', async () => {
    const logDir = process.env.KIIN_LOG_DIR;
    if (!logDir) throw new Error('KIIN_LOG_DIR is not set: run through npm test');
    const member = new Client();
    await signUp(member);
    const requestId = `trace-${randomBytes(6).toString('hex')}`;
    const res = await member.post('/api/users/completed-content', { contentId: freeIds[2] }, { 'x-request-id': requestId });
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const linesWith = (name: string) =>
      readFileSync(path.join(logDir, `${name}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line) as { requestId: string; msg: string });
    await waitFor(() => linesWith('gamification-svc').some((l) => l.msg === 'points awarded'), { what: 'the consumer log line' });
    expect(linesWith('gateway').some((l) => l.requestId === requestId && l.msg === 'request')).toBe(true);
    expect(linesWith('content-svc').some((l) => l.requestId === requestId && l.msg === 'content completed')).toBe(true);
  });
});
