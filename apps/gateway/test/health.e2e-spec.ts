import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gatewayPorts, serviceAddrVar, serviceRegistry } from '@kiin/contracts';
import { type ServiceProcess, startServiceProcess, uniqueToken, waitFor } from '@kiin/testing';
import { baseUrl } from './support';

const offset = Number(process.env.KIIN_SERVICE_PORT_OFFSET ?? 0);
const internalUrl = `http://127.0.0.1:${gatewayPorts.internal + offset}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as { status: string; services: Record<string, string> } };
};

/**
 * Readiness asks every service with a short timeout; on a machine the other test files keep
 * busy, one answer can come late (seen after the fuzz test's load, and while the browser tests
 * ran beside). It must come within 30 s; the last answer is returned either way.
 */
async function readiness(url: string) {
  let ready = await getJson(url);
  if (ready.status !== 200)
    await waitFor(async () => (ready = await getJson(url)).status === 200, { timeoutMs: 30_000, intervalMs: 500, what: 'every service ready' }).catch(() => undefined);
  return ready;
}

describe('gateway health and metrics', () => {
  it('reports its own liveness and every service ready', async () => {
    expect((await fetch(`${baseUrl}/health/live`)).status).toBe(200);
    const ready = await readiness(`${baseUrl}/health/ready`);
    expect(ready.body).toEqual({ status: 'ok', services: Object.fromEntries(serviceRegistry.map((s) => [s.name, 'ok'])) });
    expect(ready.status).toBe(200);
  });

  it('serves its metrics on the internal port only: the public port answers /metrics with 404', async () => {
    const publicMetrics = await fetch(`${baseUrl}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('process_cpu');

    const internal = await fetch(`${internalUrl}/metrics`);
    expect(internal.status).toBe(200);
    const text = await internal.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('service="gateway"');
    expect((await readiness(`${internalUrl}/health/ready`)).status).toBe(200);
    expect((await fetch(`${internalUrl}/api/conditions`)).status).toBe(404);
  });
});

/** A second gateway, beside the test stack's, whose content-svc and identity-svc addresses have nothing behind them. */
const down = new Set(['content-svc', 'identity-svc']);
describe('a gateway while a service is down', () => {
  let gateway: ServiceProcess;
  let url: string;
  let internal: string;

  beforeAll(async () => {
    const [port, internalPort, deadPort, deadPort2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const dead: Record<string, number> = { 'content-svc': deadPort, 'identity-svc': deadPort2 };
    url = `http://127.0.0.1:${port}`;
    internal = `http://127.0.0.1:${internalPort}`;
    const addresses = Object.fromEntries(
      serviceRegistry.map((s) => [serviceAddrVar(s.name), `127.0.0.1:${dead[s.name] ?? s.tcp + offset}`]),
    );
    gateway = startServiceProcess(
      'gateway',
      {
        ...addresses,
        PORT: String(port),
        HOST: '127.0.0.1',
        INTERNAL_PORT: String(internalPort),
        PUBLIC_ORIGIN: url,
        REDIS_URL: process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `kiin:${uniqueToken().toLowerCase()}:gw:`,
        ...(process.env.KIIN_RPC_SECRET ? { INTERNAL_RPC_SECRET: process.env.KIIN_RPC_SECRET } : {}),
      },
      'main',
    );
    await waitFor(
      async () => {
        if (gateway.child.exitCode !== null) throw new Error(`gateway exited: ${gateway.output()}`);
        return fetch(`${url}/health/live`).then((r) => r.ok, () => false);
      },
      { what: 'the second gateway', timeoutMs: 60000 },
    );
  });

  afterAll(async () => {
    await gateway?.kill();
  });

  it('answers /health/ready with 503 and a report naming the services that are down', async () => {
    for (const probe of [`${url}/health/ready`, `${internal}/health/ready`]) {
      const ready = await getJson(probe);
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('unavailable');
      expect(ready.body.services).toEqual(
        Object.fromEntries(serviceRegistry.map((s) => [s.name, down.has(s.name) ? 'unavailable' : 'ok'])),
      );
    }
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
  });

  it("answers that service's routes with 503 and a message that says what is unavailable", async () => {
    const res = await fetch(`${url}/api/conditions`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('The library is unavailable right now. Please try again in a few minutes.');
  });

  it('does not count a form the service never took against the sender', async () => {
    const sender = { 'content-type': 'application/json', origin: url };
    const body = JSON.stringify({ name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello there' });
    const statuses: number[] = [];
    // Five an hour are allowed (CONTACT_MAX_PER_CLIENT): seven tries while the service is down are all 503, none 429.
    for (let i = 0; i < 7; i++) statuses.push((await fetch(`${url}/api/contact`, { method: 'POST', headers: sender, body })).status);
    expect(statuses).toEqual([503, 503, 503, 503, 503, 503, 503]);
  });
});

/** `npm start` and the test stack supervise their processes: one that dies comes back. */
describe('the supervised stack', () => {
  const pidsFile = path.join(process.env.KIIN_LOG_DIR ?? '', 'processes.json');
  const pids = () => JSON.parse(readFileSync(pidsFile, 'utf8')) as Record<string, number>;

  it('restarts a service that is killed, and the gateway reports it ready again', async () => {
    const before = pids()['gamification-svc'];
    expect(before).toBeGreaterThan(0);
    process.kill(before, 'SIGKILL');

    const after = await waitFor(() => (pids()['gamification-svc'] !== before ? pids()['gamification-svc'] : 0), {
      what: 'a new gamification-svc process',
      timeoutMs: 30000,
    });
    expect(after).not.toBe(before);
    const ready = await waitFor(
      async () => {
        const res = await getJson(`${baseUrl}/health/ready`);
        return res.status === 200 ? res.body : undefined;
      },
      { what: 'the gateway to report every service ready again', timeoutMs: 90000, intervalMs: 250 },
    );
    expect(ready.services['gamification-svc']).toBe('ok');
  });
});
