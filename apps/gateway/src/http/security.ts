import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers on every answer of the gateway, errors included. */
export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://open.spotify.com https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://embed.podcasts.apple.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Limits on how long a client may take to send its request (see `createTimedServer`). */
export const requestTimeouts = {
  /** All headers must arrive within this. */
  headersMs: 10_000,
  /** The whole request, body included, must arrive within this. */
  requestMs: 20_000,
  /** How often Node checks for requests past these limits. */
  checkEveryMs: 1_000,
  /**
   * An idle kept-alive connection is closed after this: longer than a load balancer's own
   * idle timeout (60 s is common), so it never reuses a connection the gateway just closed.
   */
  keepAliveMs: 72_000,
} as const;

/**
 * The gateway's HTTP server: a client that stops sending mid-headers or mid-body is answered
 * 408 and dropped within about 21 s (Node checks its request and header timeouts only every
 * `connectionsCheckingInterval`, 30 s by default, so the server is created with a short one).
 */
export function createTimedServer(handler: RequestListener): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeouts.requestMs,
      headersTimeout: requestTimeouts.headersMs,
      connectionsCheckingInterval: requestTimeouts.checkEveryMs,
      keepAliveTimeout: requestTimeouts.keepAliveMs,
    },
    handler,
  );
  return server;
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** What a client error from Node's HTTP parser means, in words a person can act on. */
function describeClientError(error: NodeJS.ErrnoException): { status: number; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'Request timed out: it was not received in time.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'Request headers are too large.' };
    case 'HPE_URI_TOO_LONG':
      return { status: 414, message: 'The address is too long.' };
    default:
      return { status: 400, message: 'Bad request: it could not be read as HTTP.' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (malformed, headers too large,
 * too slow) is answered in plain text with the same security headers as every other answer,
 * and the connection is closed. Nothing from the request is echoed.
 */
export function plainClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describeClientError(error);
  if (socket.writable) {
    const headers = {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(message)),
      connection: 'close',
      'cache-control': 'no-store',
      ...securityHeaders,
      'content-security-policy': contentSecurityPolicy,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${reasons[status]}\r\n${head}\r\n${message}`);
  }
  socket.destroy();
}

/** Sends a plain-text error with the security headers, for answers given before the hooks ran. */
export function sendPlainWithHeaders(reply: FastifyReply, status: number, message: string): FastifyReply {
  for (const [name, value] of Object.entries(securityHeaders)) void reply.header(name, value);
  return reply
    .header('content-security-policy', contentSecurityPolicy)
    .header('cache-control', 'no-store')
    .status(status)
    .type('text/plain; charset=utf-8')
    .send(message);
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before any hook (a malformed or too
 * long path). Plain text with the security headers; the path is never echoed.
 */
export function plainFrameworkError(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendPlainWithHeaders(reply, 414, 'The address is too long.');
  else void sendPlainWithHeaders(reply, 400, 'Bad request: the address is not valid.');
}

/** Paths answered whatever the Host header (probes and scrapers reach pods by address). */
const anyHostPaths = ['/health/', '/metrics'];

/**
 * `onRequest` hook factory: a request must name one of the public origins' hosts in `Host`;
 * any other (an attacker's DNS name pointing here, a bare IP) gets 400. Checked before routing.
 */
export function knownHostOnly(publicOrigins: readonly string[]) {
  const hosts = new Set(publicOrigins.map((origin) => new URL(origin).host.toLowerCase()));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const host = request.headers.host?.toLowerCase();
    if (host !== undefined && hosts.has(host)) return undefined;
    if (anyHostPaths.some((p) => request.url === p.replace(/\/$/, '') || request.url.startsWith(p))) return undefined;
    return sendPlainWithHeaders(reply, 400, 'Unknown host: this server answers only for its own address.');
  };
}
