import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { maxBodyBytes } from '@kiin/contracts';
import { createLogger, PinoNestLogger, requestContext, startDefaultMetrics } from '@kiin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule, gatewayControllers } from './app.module';
import type { GatewayEnv } from './config';
import { errorFormOf, PlainErrorFilter, sendError } from './http/errors';
import { jsonOnly } from './http/json-only';
import {
  contentSecurityPolicy,
  createTimedServer,
  knownHostOnly,
  plainClientError,
  plainFrameworkError,
  securityHeaders,
} from './http/security';
import { cacheHeadersOnSend, PublicReadCache } from './http/public-cache';
import { registerPublicHealth, serviceProbeUrls, ServiceReadiness } from './health/health';
import { recordHttpMetrics } from './health/http-metrics';
import { buildOpenApiDocument } from './openapi/openapi';
import { describeRoutes } from './openapi/routes';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;


/**
 * Pages the web build rendered ahead of time (`dist/pages/`), by the path they show:
 * `index.html` is `/`, `content__library.html` is `/content/library`.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'pages');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name.replace(/__/g, '/')}`, `pages/${file}`] as const;
      }),
  );
}

/** `/assets/…` and any path whose last segment has an extension name a file, not a page. */
const isFilePath = (url: string): boolean => url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url.slice(url.lastIndexOf('/')));

export interface ServedRoute {
  method: string;
  url: string;
}
const servedRoutes = new WeakMap<object, ServedRoute[]>();

/** The routes a built gateway's Fastify instance registered (method and URL pattern). */
export function routeTableOf(app: NestFastifyApplication): ServedRoute[] {
  return servedRoutes.get(app.getHttpAdapter()) ?? [];
}

/** Builds the gateway: the only public door. Used by `main.ts` and by tests. */
export async function createGateway(env: GatewayEnv): Promise<NestFastifyApplication> {
  const log = createLogger('gateway', env.LOG_LEVEL);
  startDefaultMetrics('gateway');
  const adapter = new FastifyAdapter({
    bodyLimit: maxBodyBytes,
    // Who may set the client address (X-Forwarded-For): nobody unless TRUSTED_PROXIES says so.
    trustProxy: env.TRUSTED_PROXIES,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Slow clients are dropped (request and header timeouts); errors raised before any hook
    // (unreadable requests, bad or too long paths) are plain text with the security headers.
    serverFactory: (handler: RequestListener) => createTimedServer(handler),
    clientErrorHandler: plainClientError,
    frameworkErrors: plainFrameworkError,
  });
  const fastify = adapter.getInstance();
  // Every route Fastify registers, so a test can hold the served table against the document.
  const routeTable: ServedRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  servedRoutes.set(adapter, routeTable);

  // JSON only: a form body (what a cross-site page can send) gets 415; see http/json-only.ts.
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('onRequest', async (request, reply) => {
    requestContext.enter({ requestId: request.id });
    void reply.header('x-request-id', request.id);
    for (const [name, value] of Object.entries(securityHeaders)) void reply.header(name, value);
    if (!request.url.startsWith('/api/docs')) void reply.header('content-security-policy', contentSecurityPolicy);
  });
  fastify.addHook('onRequest', knownHostOnly(env.publicOrigins));
  fastify.addHook('onRequest', jsonOnly);
  // A visitor's public read is answered from memory before routing (see PublicReadCache).
  const publicReads: { cache?: PublicReadCache } = {};
  fastify.addHook('onRequest', async (request, reply) => {
    if (publicReads.cache?.serveVisitor(request, reply)) return reply;
    return undefined;
  });
  fastify.addHook('onSend', async (request, reply, payload) => cacheHeadersOnSend(request, reply, payload));
  fastify.addHook('onResponse', async (request, reply) => {
    log.info(
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  recordHttpMetrics(fastify);
  fastify.setErrorHandler((error, request, reply) => sendError(reply, error, errorFormOf(request)));

  await fastify.register(fastifyCookie);
  // Answers of 1 KB or more go out compressed when the client accepts it: Brotli at a quality
  // that costs little time (4), else gzip. Files the web build compressed ahead of time are
  // sent as they are. Hooks added above (the ETag) see the uncompressed body.
  await fastify.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : '';
  const serveWeb = webDist !== '' && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await fastify.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text file.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = serveWeb ? prerenderedPages(webDist) : new Map<string, string>();
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send(`Not found: there is no API route ${request.method} ${url}`);
    }
    // A missing file (an old build's script, a mistyped image) is a 404, not the app's page:
    // the browser would otherwise try to run HTML as a script.
    if (serveWeb && (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(url)) {
      // A page rendered ahead of time when there is one for this exact address; otherwise the
      // web app routes the path itself, its 404 page included.
      const page = request.url.includes('?') ? undefined : prerendered.get(url);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page ?? 'index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env), adapter, {
    logger: new PinoNestLogger(log),
    // `request.rawBody` for the routes that verify a signature over the exact bytes (see AcceptsBody).
    rawBody: true,
  });
  app.useGlobalFilters(new PlainErrorFilter(notFound));
  publicReads.cache = app.get(PublicReadCache);
  const document = buildOpenApiDocument(describeRoutes(gatewayControllers));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json', yamlDocumentUrl: 'api/docs/openapi.yaml' });
  // Probes here; metrics only on the internal port (main.ts starts it).
  registerPublicHealth(fastify, new ServiceReadiness(serviceProbeUrls(env)));
  app.enableShutdownHooks();
  return app;
}
