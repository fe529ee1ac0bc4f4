import { grantRole } from './community-support';
import { Client, grantPremium, signUp, uniqueClientIp, untilAnswers } from './support';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Path parameters as an attacker or a broken client might fill them. */
const junkParams = ['00000000-0000-4000-8000-000000000000', 'x', '%00', '9'.repeat(120), '..%2F..%2Fetc', '%E2%80%AE', "'%20or%201%3D1--", '-1', 'null'];
/** Raw bodies that are not what any route expects. */
const junkRawBodies = ['{', '[]', 'null', '"text"', '12', '{"__proto__":{"isPremium":true}}', '{"constructor":{"prototype":{"x":1}}}', `${'['.repeat(2000)}${']'.repeat(2000)}`];
/** Values put in every documented field of a body. */
const junkValues: unknown[] = [12345, -1, 1e308, true, null, { $gt: '' }, ['a', 'b'], '', '\u0000', '\u200b', 'x'.repeat(5000), '<script>alert(1)</script>', '../../etc/passwd'];
const otherTypes: [string, string][] = [
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['text/plain', 'hello'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n'],
  ['application/xml', '<a/>'],
];

/**
 * Every route the API document lists, answered with malformed input by a visitor, a member
 * and a premium member who is also an admin (so premium and staff routes read their input
 * too): nothing may answer 5xx. (Rate limits, 4xx and redirects are all fine.)
 */
describe('malformed input to every documented route', () => {
  it('never gets a 5xx, from a visitor, a member or a premium admin', async () => {
    const doc = (await new Client().get('/api/docs/openapi.json')).json as Document;
    // Routes that end the session go last.
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
      .sort((a, b) => Number(/logout|sessions|sign-out/.test(a.path)) - Number(/logout|sessions|sign-out/.test(b.path)));
    expect(operations.length).toBeGreaterThan(20);

    const member = new Client({ 'x-forwarded-for': uniqueClientIp() });
    await signUp(member, 'Fuzz', 'Tester');
    const admin = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const makeAdmin = async () => {
      const { user } = await signUp(admin, 'Fuzz', 'Admin');
      await grantPremium(admin);
      await grantRole((user as { email: string }).email, 'admin');
      // The gateway keeps who-is-who for a moment: wait until the role opens a staff route.
      await untilAnswers(admin, '/api/moderation/queue', 'the admin role');
    };
    await makeAdmin();
    const failures: string[] = [];
    let sent = 0;

    for (const role of ['visitor', 'member', 'admin'] as const) {
      for (const { path, method, op } of operations) {
        if (role === 'member' && (await member.get('/api/auth/user')).status !== 200) await signUp(member, 'Fuzz', 'Again');
        if (role === 'admin' && (await admin.get('/api/auth/user')).status !== 200) await makeAdmin();
        const client = role === 'member' ? member : role === 'admin' ? admin : new Client();
        const send = async (target: string, body?: string, type = 'application/json') => {
          sent += 1;
          const res = await client.request(method, target, body, {
            'x-forwarded-for': uniqueClientIp(),
            ...(body !== undefined ? { 'content-type': type } : {}),
          });
          if (res.status >= 500) failures.push(`${role} ${method} ${target.slice(0, 120)} ${type} ${(body ?? '').slice(0, 60)} -> ${res.status} ${res.text.slice(0, 120)}`);
          return res.status;
        };
        const params = [...path.matchAll(/\{\w+\}/g)].length > 0 ? junkParams : [''];
        for (const value of params) {
          const target = path.replace(/\{\w+\}/g, value);
          await send(`${target}?returnTo=%2F%09%2Fevil.example&page=-1&limit=abc&q=%00&id=${'9'.repeat(300)}`);
          if (method === 'GET' || method === 'HEAD') continue;
          await send(target, '{}');
        }
        if (method === 'GET' || method === 'HEAD') continue;
        const target = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        // Bodies are parsed before any guard runs: every caller sends the malformed ones.
        for (const raw of junkRawBodies) await send(target, raw);
        for (const [type, raw] of otherTypes) await send(target, raw, type);
        // Fields are read after the guards: a route that turns this caller away (401, 403)
        // never reads them, and the premium admin, whom every route lets in, sends them all.
        if (role !== 'admin' && [401, 403].includes(await send(target, '{}'))) continue;
        const fields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        for (const junk of junkValues) {
          await send(target, JSON.stringify(Object.fromEntries(fields.map((f) => [f, junk]))));
          // One field wrong at a time, the others absent.
          for (const field of fields) await send(target, JSON.stringify({ [field]: junk }));
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // Thousands of requests one after another: about a minute on a quiet machine, several
    // while the suite's other lanes share the processors. The limit catches a hang.
  }, 600_000);
});
