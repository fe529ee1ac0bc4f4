import { type ContentItem, maxBodyBytes } from '@kiin/contracts';
import { gatewayControllers } from '../src/app.module';
import { describeRoutes } from '../src/openapi/routes';
import { Client, grantPremium, signUp } from './support';

/** Every route as the gateway's controllers declare it (the source of the OpenAPI document). */
const apiRoutes = describeRoutes(gatewayControllers);

describe('the public API contract', () => {
  const client = new Client();

  it('answers an unknown /api path with 404', async () => {
    const res = await client.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toBe('Not found: there is no API route GET /api/no-such-thing');
  });

  it('answers malformed JSON with 400 naming the problem', async () => {
    const res = await client.post('/api/contact', '{"name": "Sam", ');
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^Malformed JSON in request body/);
  });

  it('answers a body over the documented limit with 413', async () => {
    const res = await client.post('/api/contact', { name: 'x', email: 'x@example.com', subject: 'general', message: 'a'.repeat(maxBodyBytes) });
    expect(res.status).toBe(413);
    expect(res.text).toBe('Request body is too large: the limit is 64 KB.');
  });

  it('answers a missing or wrong-typed field with 400 naming the field', async () => {
    // The contact form's route: the waitlist answers its errors as JSON (spec §7), every other route in plain text.
    const rest = { subject: 'general', message: 'Hello' };
    const missing = await client.post('/api/contact', { email: 'sam@example.com', ...rest });
    expect([missing.status, missing.text]).toEqual([400, 'name is required']);
    const wrongType = await client.post('/api/contact', { name: 42, email: 'sam@example.com', ...rest });
    expect([wrongType.status, wrongType.text]).toEqual([400, 'name must be text']);
    const badEmail = await client.post('/api/contact', { name: 'Sam', email: 'sam-at-example', ...rest });
    expect([badEmail.status, badEmail.text]).toEqual([400, 'email must be a valid email address']);
    const notObject = await client.post('/api/contact', [1, 2]);
    expect([notObject.status, notObject.text]).toEqual([400, 'Request body must be a JSON object.']);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await client.request('POST', '/api/contact', 'name=Sam', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.text).toBe('Send the request body as JSON (Content-Type: application/json).');
  });

  it('lists every route in the OpenAPI document, and serves every listed route', async () => {
    const doc = (await client.get('/api/docs/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    for (const route of apiRoutes) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
      const concrete = route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await client.request(route.method, concrete, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      expect(res.text).not.toMatch(/^Not found: there is no API route/);
    }
    expect((await client.get('/api/docs')).status).toBe(200);
  });

  it('answers every GET in the shape libs/contracts declares, which the web app is typed by', async () => {
    const member = new Client();
    await signUp(member, 'Shape', 'Checker');
    await grantPremium(member);
    const item = ((await member.get('/api/content/free')).json as ContentItem[]).find((i) => i.conditionIds.length > 0)!;
    await member.post('/api/users/completed-content', { contentId: item.id });
    await member.post('/api/users/conditions', { conditionId: item.conditionIds[0] });
    const ids: Record<string, string> = { type: item.type, id: item.id, conditionId: item.conditionIds[0] };

    const checked: string[] = [];
    // Routes that need a query to answer: an example a person would send.
    const queries: Record<string, string> = { '/api/engage/services': '?where=2150&need=respite' };
    // Routes whose path parameters this member's data can fill: a content item, its type and condition.
    const fillable = (path: string) =>
      [...path.matchAll(/\{(\w+)\}/g)].every(([, name]) =>
        name === 'id' ? /^\/api\/(content|conditions)\//.test(path) : name in ids,
      );
    for (const route of apiRoutes.filter((r) => r.method === 'GET' && r.doc.response && r.access !== 'staff' && fillable(r.path))) {
      // `{id}` is a content id, except under /conditions where it names a condition.
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        route.path.startsWith('/api/conditions/') ? ids.conditionId : ids[name],
      );
      const res = await member.get(`${path}${queries[route.path] ?? ''}`);
      expect([path, res.status]).toEqual([path, 200]);
      const parsed = route.doc.response!.safeParse(res.json);
      expect([path, parsed.success ? 'matches' : parsed.error.message]).toEqual([path, 'matches']);
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it('serves the web app for page paths, with security headers', async () => {
    const res = await client.get('/some/page/in/the/app');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers a missing file with 404, never with the app page a browser would try to run', async () => {
    for (const path of ['/assets/index-old1234.js', '/assets/missing.css', '/no-such-image.png']) {
      const res = await client.get(path);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 404, 'text/plain; charset=utf-8']);
    }
    // A file the build made is served as itself.
    const entry = (await client.get('/')).text.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const script = await client.get(entry!);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, expect.stringMatching(/javascript/)]);
  });
});
