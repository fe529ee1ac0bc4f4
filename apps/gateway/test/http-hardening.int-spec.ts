import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { freePort, infra, uniqueToken } from '@kiin/testing';
import { envSchema } from '../src/config';
import { createGateway } from '../src/gateway';

/**
 * The gateway's own HTTP door, in process on a real port (no services behind it): who may set
 * the client address, slow and malformed requests, Host and Origin, framework errors.
 */
describe('the gateway door', () => {
  let app: NestFastifyApplication;
  let port: number;
  let origin: string;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://localhost:${port}`;
    const env = envSchema.parse({
      PUBLIC_ORIGIN: `${origin},https://kiin.example`,
      REDIS_URL: infra.redisUrl,
      REDIS_PREFIX: `kiin:${uniqueToken()}:gw:`,
      LOG_LEVEL: 'silent',
      INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check',
      TRUSTED_PROXIES: '127.0.0.1',
      SIGNUP_MAX_PER_CLIENT: '1',
      // No service listens here: calls fail fast.
      IDENTITY_SVC_ADDR: `127.0.0.1:${await freePort()}`,
    });
    app = await createGateway(env);
    // The address the gateway's limits count, as it sees it.
    app
      .getHttpAdapter()
      .getInstance()
      .get('/test/client-address', async (request) => request.ip);
    await app.listen(port, '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
  });

  /** A plain HTTP request from a chosen local address (127.0.0.x are all this machine). */
  const get = (path: string, headers: Record<string, string>, localAddress = '127.0.0.1') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, localAddress, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  /** Writes raw bytes and collects everything the server sends until it closes the connection. */
  const raw = (bytes: string, { closeWithin = 30_000 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let received = '';
      const limit = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the gateway kept the connection open for ${closeWithin / 1000} s; received: ${received}`));
      }, closeWithin);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => {
        clearTimeout(limit);
        resolve(received);
      });
      socket.on('error', () => undefined);
      socket.write(bytes);
    });

  const headerOf = (response: string, name: string) =>
    response
      .split('\r\n\r\n')[0]
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();

  describe('the client address limits count', () => {
    it('comes from X-Forwarded-For only when the peer is a trusted proxy', async () => {
      expect((await get('/test/client-address', { 'x-forwarded-for': '10.9.8.7' })).body).toBe('10.9.8.7');
      const seen = new Set<string>();
      for (let i = 1; i <= 5; i += 1) {
        seen.add((await get('/test/client-address', { 'x-forwarded-for': `10.0.0.${i}` }, '127.0.0.2')).body);
      }
      expect([...seen]).toEqual(['127.0.0.2']);
    });

    it('trusts no proxy unless configured, and reads hop counts and ranges', () => {
      const base = { PUBLIC_ORIGIN: origin, REDIS_URL: infra.redisUrl, INTERNAL_RPC_SECRET: 'x'.repeat(32) };
      expect(envSchema.parse(base).TRUSTED_PROXIES).toBe(false);
      expect(envSchema.parse({ ...base, TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe(2);
      expect(envSchema.parse({ ...base, TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '::1']);
      expect(envSchema.safeParse({ ...base, TRUSTED_PROXIES: 'everyone' }).success).toBe(false);
      expect(envSchema.safeParse({ ...base, TRUST_PROXY: 'true' }).success).toBe(false);
    });
  });

  describe('slow clients', () => {
    it('drops a client that stops mid-body, answering 408 in plain text', async () => {
      const response = await raw(
        `POST /api/waitlist HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`,
      );
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(headerOf(response, 'content-type')).toBe('text/plain; charset=utf-8');
      expect(headerOf(response, 'x-content-type-options')).toBe('nosniff');
    });

    it('drops a client that stops mid-headers', async () => {
      const response = await raw(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Slow: 1`);
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
    });
  });

  describe('Host and Origin', () => {
    it('refuses a Host it does not serve', async () => {
      const res = await get('/api/conditions', { host: 'evil.example' });
      expect([res.status, res.body]).toEqual([400, 'Unknown host: this server answers only for its own address.']);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect((await get('/health/live', { host: '10.1.2.3:3000' })).status).toBe(200);
    });

    it('accepts only a configured public origin, not one merely equal to the Host', async () => {
      const post = (headers: Record<string, string>) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path: '/api/contact', method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
            (res) => {
              let body = '';
              res.on('data', (c: Buffer) => (body += c.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', reject);
          req.end('{}');
        });
      // Host and Origin agree, but neither is this site's public origin.
      expect((await post({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` })).status).toBe(400);
      const sameAsHost = await post({ host: `localhost:${port}`, origin: `http://localhost:${port}.evil.example` });
      expect(sameAsHost).toEqual({ status: 403, body: 'Request refused: it did not come from this site.' });
      expect((await post({ host: `localhost:${port}`, origin: 'null' })).status).toBe(403);
      // A configured origin gets past the check to the body's validation.
      expect(await post({ host: `localhost:${port}`, origin })).toEqual({ status: 400, body: 'name is required' });
      expect((await post({ host: 'kiin.example', origin: 'https://kiin.example' })).status).toBe(400);
    });
  });

  describe("the waitlist's errors", () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { host: `localhost:${port}`, 'content-type': 'application/json', ...headers } },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const asJson = (res: { status: number; type: string; body: string }) => {
      expect(res.type).toBe('application/json; charset=utf-8');
      return [res.status, JSON.parse(res.body) as unknown];
    };

    it('are JSON with a message field the form shows, whatever the caller accepts (spec §7)', async () => {
      expect(asJson(await post('/api/waitlist', '{}'))).toEqual([400, { message: 'name is required' }]);
      expect(asJson(await post('/api/waitlist', '{"name": "Sam", '))).toEqual([400, { message: expect.stringMatching(/^Malformed JSON in request body/) }]);
      expect(asJson(await post('/api/waitlist', '{}', { accept: 'text/plain' }))).toEqual([400, { message: 'name is required' }]);
      expect(asJson(await post('/api/waitlist', '{}', { origin: 'https://evil.example' }))).toEqual([
        403,
        { message: 'Request refused: it did not come from this site.' },
      ]);
      expect(asJson(await post('/api/waitlist', 'name=Sam', { 'content-type': 'application/x-www-form-urlencoded' }))).toEqual([
        415,
        { message: 'Send the request body as JSON (Content-Type: application/json).' },
      ]);
      // No identity service answers this gateway.
      const [status, body] = asJson(await post('/api/waitlist', '{"name": "Sam", "email": "sam@example.com"}'));
      expect(status).toBe(503);
      expect(body).toEqual({ message: expect.any(String) });
    });

    it('leave every other route answering in plain text', async () => {
      for (const [body, headers] of [['{}', {}], ['{}', { accept: 'application/json' }], ['name=Sam', { 'content-type': 'application/x-www-form-urlencoded' }]] as const) {
        const res = await post('/api/contact', body, headers);
        expect(res.type).toBe('text/plain; charset=utf-8');
        expect(res.body).not.toMatch(/^\{/);
      }
    });
  });

  describe('framework errors', () => {
    it('answers an unreadable request with 400 in plain text, with the security headers', async () => {
      const response = await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
      expect(response).toMatch(/^HTTP\/1\.1 400 /);
      expect(headerOf(response, 'content-type')).toBe('text/plain; charset=utf-8');
      expect(headerOf(response, 'x-frame-options')).toBe('DENY');
      expect(response).not.toMatch(/"statusCode"/);
    });

    it('answers oversized headers with 431 in plain text', async () => {
      const response = await raw(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(response).toMatch(/^HTTP\/1\.1 431 /);
      expect(headerOf(response, 'content-type')).toBe('text/plain; charset=utf-8');
      expect(headerOf(response, 'content-security-policy')).toMatch(/frame-ancestors 'none'/);
    });

    it('answers a too long path parameter with 414 without echoing the path', async () => {
      const marker = `probe${'x'.repeat(300)}`;
      const res = await get(`/api/content/type/${marker}`, {});
      expect(res.status).toBe(414);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toContain('probe');
    });

    it('answers a malformed path with 400 in plain text', async () => {
      const res = await get('/api/content/type/%E0%A4%A', {});
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('keeps a client request id only when it is a plain token of bounded length', async () => {
      expect((await get('/health/live', { 'x-request-id': 'trace-1234.abc_DEF' })).headers['x-request-id']).toBe('trace-1234.abc_DEF');
      for (const given of ['has space in it', 'a'.repeat(101), 'short', '<script>alert(1)</script>', 'id;drop-table-x']) {
        const answered = (await get('/health/live', { 'x-request-id': given })).headers['x-request-id'];
        expect(answered).not.toBe(given);
        expect(answered).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('tells a rate-limited client when to try again', async () => {
      const body = JSON.stringify({ email: 'limit@example.com', password: 'a calm long passphrase', firstName: 'Sam', lastName: 'Lee' });
      const signUp = () =>
        new Promise<{ status: number; retryAfter?: string | string[] }>((resolve, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path: '/api/auth/sign-up', method: 'POST', headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' } },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      await signUp();
      const limited = await signUp();
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    });
  });
});
