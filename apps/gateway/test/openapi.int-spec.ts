import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { infra, uniqueToken } from '@kiin/testing';
import { envSchema } from '../src/config';
import { createGateway, routeTableOf } from '../src/gateway';

const committed = JSON.parse(readFileSync(path.join(__dirname, '../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

describe('the OpenAPI document', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const env = envSchema.parse({
      PUBLIC_ORIGIN: 'http://localhost:3000',
      REDIS_URL: infra.redisUrl,
      REDIS_PREFIX: `kiin:${uniqueToken()}:gw:`,
      LOG_LEVEL: 'silent',
      INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check',
    });
    app = await createGateway(env);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is served exactly as committed in apps/gateway/openapi.json (run `npm run openapi` after changing a route)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual(committed);
  });

  it('lists every /api route the gateway answers, and only those', () => {
    const served = routeTableOf(app)
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = Object.entries(committed.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(served.length).toBeGreaterThanOrEqual(20);
    expect(served).toEqual(documented);
  });

  it('documents the statuses routes really answer', () => {
    const completion = committed.paths['/api/users/completed-content'].post.responses;
    expect(Object.keys(completion)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '404', '413', '415']));
    expect(Object.keys(committed.paths['/api/content/premium'].get.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(Object.keys(committed.paths['/api/auth/sign-in'].post.responses)).toContain('429');
  });
});
