import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SessionSummary } from '@kiin/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { MemberVersions } from '../members/member-versions';
import { GatewayRedis } from './redis.provider';

export const SESSION_COOKIE = 'kiin_sid';

interface SessionData {
  userId: string;
  createdAt: string;
  /** The browser's own description of itself, shortened; shown to the member in their session list. */
  userAgent?: string;
  lastUsedAt?: string;
}


/** How often a session's "last used" is written back (a busy page does not write per request). */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Server-side sessions in Redis behind an httpOnly, SameSite=Lax cookie. The cookie holds
 * only a random 256-bit id; Redis keys are its hash, so a Redis dump reveals no cookie.
 */
@Injectable()
export class SessionService {
  /** Redis is the truth; a second of memory spares it one read per request of a busy client. */
  private readonly recent = new Map<string, { userId: string | null; at: number }>();
  /** Host of each public origin → whether people reach it over https. */
  private readonly httpsHosts: Map<string, boolean>;

  constructor(
    private readonly redis: GatewayRedis,
    private readonly members: MemberVersions,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {
    this.httpsHosts = new Map(env.publicOrigins.map((origin) => [new URL(origin).host.toLowerCase(), origin.startsWith('https:')]));
  }

  /**
   * The cookie is Secure whenever the public origin the request came to is https (a proxy in
   * front ends TLS, so the gateway's own connection says nothing), or COOKIE_SECURE says so
   * for every origin. Only a plain-http origin (a developer's localhost) gets a cookie without it.
   */
  private secure(request: FastifyRequest): boolean {
    if (this.env.COOKIE_SECURE) return true;
    return this.httpsHosts.get((request.headers.host ?? '').toLowerCase()) ?? this.env.PUBLIC_ORIGIN.startsWith('https:');
  }

  private handle(id: string) {
    return createHash('sha256').update(id).digest('base64url');
  }

  private key(id: string) {
    return `sess:${this.handle(id)}`;
  }

  /** Each member's sessions, so they can be listed and ended together (a password reset, "sign out everywhere"). */
  private indexKey(userId: string) {
    return `sessuser:${userId}`;
  }

  async userId(request: FastifyRequest): Promise<string | null> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id || id.length > 100) return null;
    const hit = this.recent.get(id);
    if (hit && Date.now() - hit.at < 1000) return hit.userId;
    const raw = await this.redis.get(this.key(id));
    const data = raw ? (JSON.parse(raw) as SessionData) : null;
    const userId = data?.userId ?? null;
    if (this.recent.size > 10000) this.recent.clear();
    this.recent.set(id, { userId, at: Date.now() });
    if (data && Date.now() - Date.parse(data.lastUsedAt ?? data.createdAt) > LAST_USED_EVERY_MS) {
      // KEEPTTL: using a session does not lengthen it.
      await this.redis.set(this.key(id), JSON.stringify({ ...data, lastUsedAt: new Date().toISOString() }), 'KEEPTTL', 'XX');
    }
    return userId;
  }

  /**
   * When this request's session began: a session starts only at a sign-in (password, link,
   * reset or identity provider), so this is when the member last proved who they are.
   */
  async signedInAt(request: FastifyRequest): Promise<Date | null> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id || id.length > 100) return null;
    const raw = await this.redis.get(this.key(id));
    return raw ? new Date((JSON.parse(raw) as SessionData).createdAt) : null;
  }

  /** Starts a session under a new id; any session the browser had is ended (no fixation). */
  async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    await this.end(request, reply);
    const id = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    const userAgent = (request.headers['user-agent'] ?? '').slice(0, 300);
    const data: SessionData = { userId, createdAt: now, lastUsedAt: now, userAgent };
    const index = this.indexKey(userId);
    await this.redis
      .multi()
      .set(this.key(id), JSON.stringify(data), 'EX', this.env.SESSION_TTL_SECONDS)
      .sadd(index, this.handle(id))
      .expire(index, this.env.SESSION_TTL_SECONDS)
      .exec();
    // A sign-in reads the member afresh on every replica (a staff role granted on the command
    // line, which no event announces, counts from the next sign-in).
    await this.members.changed(userId);
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(request),
      path: '/',
      maxAge: this.env.SESSION_TTL_SECONDS,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies[SESSION_COOKIE];
    if (id) this.recent.delete(id);
    if (id && id.length <= 100) {
      const raw = await this.redis.getdel(this.key(id));
      if (raw) await this.redis.srem(this.indexKey((JSON.parse(raw) as SessionData).userId), this.handle(id));
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure(request) });
  }

  /** The handle of this request's session (what `list` calls `id`), if it has one. */
  currentHandle(request: FastifyRequest): string | null {
    const id = request.cookies[SESSION_COOKIE];
    return id && id.length <= 100 ? this.handle(id) : null;
  }

  /** Whether the session with this handle is still on (not signed out, ended elsewhere or expired). */
  async isOn(handle: string): Promise<boolean> {
    return (await this.redis.exists(`sess:${handle}`)) === 1;
  }

  /** The member's live sessions, most recently used first. */
  async list(userId: string, request: FastifyRequest): Promise<SessionSummary[]> {
    const index = this.indexKey(userId);
    const handles = await this.redis.smembers(index);
    if (handles.length === 0) return [];
    const raws = await this.redis.mget(handles.map((h) => `sess:${h}`));
    const current = this.currentHandle(request);
    const gone = handles.filter((_, i) => !raws[i]);
    if (gone.length > 0) await this.redis.srem(index, ...gone);
    return handles
      .map((handle, i) => ({ handle, raw: raws[i] }))
      .filter((s): s is { handle: string; raw: string } => !!s.raw)
      .map(({ handle, raw }) => {
        const data = JSON.parse(raw) as SessionData;
        if (data.userId !== userId) return null;
        return {
          id: handle,
          userAgent: data.userAgent ?? '',
          createdAt: data.createdAt,
          lastUsedAt: data.lastUsedAt ?? data.createdAt,
          current: handle === current,
        };
      })
      .filter((s): s is SessionSummary => s !== null)
      .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
  }

  /** Ends one of the member's sessions by its handle; false when it is not one of theirs. */
  async endOne(userId: string, handle: string): Promise<boolean> {
    const index = this.indexKey(userId);
    if (!(await this.redis.sismember(index, handle))) return false;
    await this.redis.multi().del(`sess:${handle}`).srem(index, handle).exec();
    this.forgetUser(userId);
    return true;
  }

  /** Ends every session of the member except the one with handle `keep` (if given). */
  async endAll(userId: string, keep: string | null = null): Promise<number> {
    const index = this.indexKey(userId);
    const handles = (await this.redis.smembers(index)).filter((h) => h !== keep);
    if (handles.length > 0) {
      await this.redis
        .multi()
        .del(...handles.map((h) => `sess:${h}`))
        .srem(index, ...handles)
        .exec();
    }
    this.forgetUser(userId);
    return handles.length;
  }

  /** Drops this replica's second of memory about the member's sessions, so an ended one is refused at once. */
  private forgetUser(userId: string) {
    for (const [id, hit] of this.recent) if (hit.userId === userId) this.recent.delete(id);
  }
}
