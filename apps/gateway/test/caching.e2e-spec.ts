import { servicePorts } from '@kiin/contracts';
import { Client, grantPremium, signUp } from './support';

/** How many times content-svc has answered one pattern, from its own metrics. */
async function contentCalls(pattern: string): Promise<number> {
  const port = servicePorts['content-svc'].http + Number(process.env.KIIN_SERVICE_PORT_OFFSET ?? 0);
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('kiin_rpc_duration_seconds_count') && l.includes(`pattern="${pattern}"`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('cache headers and public reads', () => {
  const visitor = new Client();

  it('gives a public read an ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await visitor.get('/api/conditions');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await visitor.get('/api/conditions', { 'if-none-match': etag! });
    expect([again.status, again.text]).toEqual([304, '']);
    const stale = await visitor.get('/api/conditions', { 'if-none-match': '"something-else"' });
    expect([stale.status, stale.text]).toEqual([200, first.text]);
  });

  it('answers repeated public reads without asking the service again', async () => {
    await visitor.get('/api/support-services');
    const before = await contentCalls('support-services.list');
    const bodies = new Set<string>();
    for (let i = 0; i < 20; i++) bodies.add((await visitor.get('/api/support-services')).text);
    expect(bodies.size).toBe(1);
    // At most one refresh if the short reuse period ran out during the loop.
    expect((await contentCalls('support-services.list')) - before).toBeLessThanOrEqual(1);
  });

  it('keeps the catalogue per tier: a premium member and a visitor get different, private answers', async () => {
    const member = new Client();
    await signUp(member, 'Tier', 'Checker');
    await grantPremium(member);
    const premium = await member.get('/api/content/free');
    const open = await visitor.get('/api/content/free');
    expect(premium.headers.get('vary')).toMatch(/cookie/i);
    expect(open.headers.get('cache-control')).toBe('private, no-cache');
    expect(premium.headers.get('etag')).not.toEqual(open.headers.get('etag'));
    const locked = (JSON.parse(open.text) as { locked: boolean }[]).filter((i) => i.locked).length;
    expect(locked).toBeGreaterThan(0);
    expect((JSON.parse(premium.text) as { locked: boolean }[]).filter((i) => i.locked)).toHaveLength(0);
  });

  it('marks personal answers no-store with Vary: Cookie', async () => {
    const member = new Client();
    await signUp(member, 'Personal', 'Reader');
    for (const path of ['/api/auth/user', '/api/users/completed-content', '/api/users/conditions']) {
      const res = await member.get(path);
      expect([path, res.status, res.headers.get('cache-control'), res.headers.get('vary')]).toEqual([path, 200, 'no-store', 'Cookie']);
      expect(res.headers.get('etag')).toBeNull();
    }
    const signedOut = await visitor.get('/api/auth/user');
    expect([signedOut.status, signedOut.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });
});
