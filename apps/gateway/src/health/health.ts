import { createServer, type Server } from 'node:http';
import { type ServiceName, serviceRegistry } from '@kiin/contracts';
import { metricsRegistry } from '@kiin/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayEnv } from '../config';

export type Readiness = 'ok' | 'unavailable';
export interface ReadinessReport {
  status: Readiness;
  /** Each service's own `/health/ready`, asked with a short timeout. */
  services: Record<ServiceName, Readiness>;
}

/**
 * Where each service answers its probes: the host of its RPC address, on its HTTP port (the
 * registry's distance between the two, so an offset test stack and Kubernetes' service names
 * both follow without another setting).
 */
export function serviceProbeUrls(env: Pick<GatewayEnv, 'serviceAddresses'>): Record<ServiceName, string> {
  return Object.fromEntries(
    serviceRegistry.map((s) => {
      const [host, port] = env.serviceAddresses[s.name].split(':');
      return [s.name, `http://${host}:${Number(port) + s.http - s.tcp}/health/ready`];
    }),
  ) as Record<ServiceName, string>;
}

/** Asks every service whether it is ready; answers at most every `cacheMs`, so probes stay cheap. */
export class ServiceReadiness {
  private last?: { at: number; report: Promise<ReadinessReport> };

  constructor(
    private readonly urls: Record<ServiceName, string>,
    // Longer than a service's own checks (2 s each), so a slow but answering service counts as ready.
    private readonly timeoutMs = 3000,
    private readonly cacheMs = 500,
  ) {}

  report(): Promise<ReadinessReport> {
    const now = Date.now();
    if (this.last && now - this.last.at < this.cacheMs) return this.last.report;
    const report = this.ask();
    this.last = { at: now, report };
    return report;
  }

  private async ask(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      (Object.entries(this.urls) as [ServiceName, string][]).map(async ([name, url]): Promise<[ServiceName, Readiness]> => {
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
          await res.body?.cancel();
          return [name, res.ok ? 'ok' : 'unavailable'];
        } catch {
          return [name, 'unavailable'];
        }
      }),
    );
    const services = Object.fromEntries(entries) as Record<ServiceName, Readiness>;
    return { status: entries.every(([, r]) => r === 'ok') ? 'ok' : 'unavailable', services };
  }
}

const json = (body: unknown) => JSON.stringify(body);

/**
 * The public port's probes: `/health/live` (the gateway itself) and `/health/ready` (every
 * service, 503 with the report when one is down). `/metrics` is not here: it answers 404.
 */
export function registerPublicHealth(fastify: FastifyInstance, readiness: ServiceReadiness): void {
  fastify.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  fastify.get('/health/ready', async (_request, reply) => {
    const report = await readiness.report();
    return reply.status(report.status === 'ok' ? 200 : 503).header('cache-control', 'no-store').send(report);
  });
  fastify.get('/metrics', async (_request, reply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not found: metrics are served on the internal port only'),
  );
}

/**
 * Set on SIGTERM: the gateway is draining (the platform takes it out of the load balancer
 * through `/health/serving` while it finishes the requests it has).
 */
let draining = false;
export const isDraining = (): boolean => draining;

/**
 * The internal port (`INTERNAL_PORT`, on `INTERNAL_HOST`, 127.0.0.1 unless set): `/metrics`
 * for the scraper, and the same probes. Not the public door: nothing else answers here.
 */
export async function startInternalServer(env: Pick<GatewayEnv, 'INTERNAL_HOST' | 'INTERNAL_PORT'>, readiness: ServiceReadiness): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'Method not allowed');
    const answer = async () => {
      if (path === '/metrics') return send(200, metricsRegistry.contentType, await metricsRegistry.metrics());
      if (path === '/health/live') return send(200, 'application/json; charset=utf-8', json({ status: 'ok' }));
      // The gateway's own readiness: serving unless draining, whatever the services' state.
      if (path === '/health/serving') return send(draining ? 503 : 200, 'application/json; charset=utf-8', json({ status: draining ? 'draining' : 'ok' }));
      if (path === '/health/ready') {
        const report = await readiness.report();
        return send(report.status === 'ok' ? 200 : 503, 'application/json; charset=utf-8', json(report));
      }
      return send(404, 'text/plain; charset=utf-8', 'Not found');
    };
    answer().catch(() => send(500, 'text/plain; charset=utf-8', 'Internal error'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.INTERNAL_PORT, env.INTERNAL_HOST, () => resolve());
  });
  // Never what keeps the process alive: the public server and its shutdown decide that.
  server.unref();
  process.once('SIGTERM', () => {
    draining = true;
  });
  return server;
}
