import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { GatewayRedis } from './redis.provider';

export const SESSION_COOKIE = 'kiin_sid';

interface SessionData {
  userId: string;
  createdAt: string;
}

/**
 * Server-side sessions in Redis behind an httpOnly, SameSite=Lax cookie. The cookie holds
 * only a random 256-bit id; Redis keys are its hash, so a Redis dump reveals no cookie.
 */
@Injectable()
export class SessionService {
  /** Redis is the truth; a second of memory spares it one read per request of a busy client. */
  private readonly recent = new Map<string, { userId: string | null; at: number }>();

  constructor(
    private readonly redis: GatewayRedis,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  private key(id: string) {
    return `sess:${createHash('sha256').update(id).digest('base64url')}`;
  }

  async userId(request: FastifyRequest): Promise<string | null> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id || id.length > 100) return null;
    const hit = this.recent.get(id);
    if (hit && Date.now() - hit.at < 1000) return hit.userId;
    const raw = await this.redis.get(this.key(id));
    const userId = raw ? (JSON.parse(raw) as SessionData).userId : null;
    if (this.recent.size > 10000) this.recent.clear();
    this.recent.set(id, { userId, at: Date.now() });
    return userId;
  }

  /** Starts a session under a new id; any session the browser had is ended (no fixation). */
  async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    await this.end(request, reply);
    const id = randomBytes(32).toString('base64url');
    const data: SessionData = { userId, createdAt: new Date().toISOString() };
    await this.redis.set(this.key(id), JSON.stringify(data), 'EX', this.env.SESSION_TTL_SECONDS);
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.env.COOKIE_SECURE,
      path: '/',
      maxAge: this.env.SESSION_TTL_SECONDS,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies[SESSION_COOKIE];
    if (id) this.recent.delete(id);
    if (id && id.length <= 100) await this.redis.del(this.key(id));
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.env.COOKIE_SECURE });
  }
}
