import { createServer, type Server } from 'node:http';
import { serviceRegistry } from '@kiin/contracts';
import { serviceProbeUrls, ServiceReadiness } from './health';

const listen = (handler: Parameters<typeof createServer>[1]) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/health/ready` });
    });
  });

describe('service readiness as the gateway sees it', () => {
  it("asks each service on its RPC host at its HTTP port, also when the ports are moved", () => {
    const at = (addr: (s: (typeof serviceRegistry)[number]) => string) =>
      serviceProbeUrls({ serviceAddresses: Object.fromEntries(serviceRegistry.map((s) => [s.name, addr(s)])) as never });
    expect(at((s) => `${s.name}:${s.tcp}`)['content-svc']).toBe('http://content-svc:5102/health/ready');
    expect(at((s) => `127.0.0.1:${s.tcp + 250}`)['community-svc']).toBe('http://127.0.0.1:5353/health/ready');
  });

  it('reports each service, and unavailable overall when one is not ready, down or too slow', async () => {
    const ready = await listen((_req, res) => res.end('{"status":"ok"}'));
    const notReady = await listen((_req, res) => {
      res.statusCode = 503;
      res.end('{"status":"unavailable"}');
    });
    const slow = await listen(() => undefined);
    const gone = await listen(() => undefined);
    await new Promise((resolve) => gone.server.close(resolve));
    try {
      // A generous timeout for the ones that answer (or refuse) at once; a short one for the one that never does.
      const readiness = new ServiceReadiness({ 'identity-svc': ready.url, 'content-svc': notReady.url, 'billing-svc': gone.url } as never, 10000);
      expect(await readiness.report()).toEqual({
        status: 'unavailable',
        services: { 'identity-svc': 'ok', 'content-svc': 'unavailable', 'billing-svc': 'unavailable' },
      });
      expect(await new ServiceReadiness({ 'community-svc': slow.url } as never, 200).report()).toEqual({
        status: 'unavailable',
        services: { 'community-svc': 'unavailable' },
      });
      expect(await new ServiceReadiness({ 'identity-svc': ready.url } as never, 10000).report()).toEqual({ status: 'ok', services: { 'identity-svc': 'ok' } });
    } finally {
      slow.server.closeAllConnections();
      await Promise.all([ready, notReady, slow].map(({ server }) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
