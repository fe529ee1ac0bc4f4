import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Actor } from '@kiin/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable, of } from 'rxjs';

export const PUBLIC_READ_METADATA = 'kiin:public-read';

/**
 * How long a public answer is reused before the service is asked again. Content changes
 * show at the next read after this (ADR 8). Browsers revalidate with the ETag.
 */
export const PUBLIC_READ_TTL_MS = 5_000;

export interface PublicReadOptions {
  /** The answer differs for premium members (premium items unlock): cache per tier, private. */
  perTier: boolean;
}

/**
 * A read whose answer is the same for every visitor of a tier (the catalogue, conditions,
 * plans, the support directory). The gateway keeps the serialised bytes and their ETag, and
 * answers repeats without calling the service or serialising again; a matching
 * `If-None-Match` gets 304.
 */
export const PublicRead = (options: PublicReadOptions = { perTier: false }) => SetMetadata(PUBLIC_READ_METADATA, options);

interface Entry {
  body: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  perTier: boolean;
  expires: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
type Tier = 'premium' | 'standard';
const tierOf = (actor: Actor | null | undefined): Tier => (actor?.isPremium ? 'premium' : 'standard');

@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();

  private key(tier: Tier, url: string) {
    return `${tier} ${url}`;
  }

  get(tier: Tier, url: string): Entry | undefined {
    const entry = this.entries.get(this.key(tier, url));
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry;
    this.entries.delete(this.key(tier, url));
    return undefined;
  }

  put(tier: Tier, url: string, body: string, perTier: boolean): Entry {
    if (this.entries.size > 2000) this.entries.clear();
    const entry: Entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: JSON_TYPE,
      // Per-tier answers depend on the cookie: a shared cache must not keep them.
      cacheControl: perTier ? 'private, no-cache' : 'public, max-age=0, must-revalidate',
      perTier,
      expires: Date.now() + PUBLIC_READ_TTL_MS,
    };
    this.entries.set(this.key(tier, url), entry);
    return entry;
  }

  /**
   * Answers a visitor's request (no session cookie) from memory before any routing, guard or
   * service call. Returns false when there is nothing fresh to send.
   */
  serveVisitor(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' || request.headers.cookie?.includes('kiin_sid=')) return false;
    const entry = this.get('standard', request.url);
    if (!entry) return false;
    send(request, reply, entry);
    return true;
  }
}

function headers(reply: FastifyReply, entry: Entry): void {
  void reply.header('etag', entry.etag).header('cache-control', entry.cacheControl).header('content-type', entry.contentType);
  if (entry.perTier) void reply.header('vary', 'Cookie');
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  headers(reply, entry);
  if (request.headers['if-none-match'] === entry.etag) void reply.status(304).send();
  else void reply.send(entry.body);
}

/**
 * Cache headers for every API answer: a public read keeps the validators its handler set
 * (a matching `If-None-Match` turns a 200 into a 304); anything else is personal or
 * per-session and must never be stored (`no-store`, `Vary: Cookie`).
 */
export function cacheHeadersOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return payload;
  const etag = reply.getHeader('etag');
  if (etag !== undefined) {
    if (reply.statusCode === 200 && request.headers['if-none-match'] === etag) {
      void reply.status(304);
      return '';
    }
    return payload;
  }
  void reply.header('cache-control', 'no-store');
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/\bcookie\b/i.test(vary)) void reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
  return payload;
}

/** Fills and serves the public read cache for handlers marked `@PublicRead()`. */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<PublicReadOptions | undefined>(PUBLIC_READ_METADATA, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (!options || request.method !== 'GET') return next.handle();
    const tier = options.perTier ? tierOf(request.actor) : 'standard';
    const hit = this.cache.get(tier, request.url);
    if (hit) {
      headers(reply, hit);
      return of(hit.body);
    }
    return next.handle().pipe(
      map((value: unknown) => {
        const entry = this.cache.put(tier, request.url, typeof value === 'string' ? value : JSON.stringify(value), options.perTier);
        headers(reply, entry);
        return entry.body;
      }),
    );
  }
}
