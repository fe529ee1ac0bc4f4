import { httpDuration } from '@kiin/service-kit';
import type { FastifyInstance } from 'fastify';

/**
 * `kiin_http_request_duration_seconds` for every answer of the public port, by route pattern
 * (`/api/content/:slug`, never the raw path, so the series stay few). Pages and files of the
 * web app count as `web`; API paths that match no route as `unmatched`.
 */
export function recordHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url;
    const route = pattern?.startsWith('/api') || pattern?.startsWith('/health') ? pattern : request.url.startsWith('/api') ? 'unmatched' : 'web';
    httpDuration.observe({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });
}
