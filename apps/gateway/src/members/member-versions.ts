import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Result } from 'ioredis';
import { GatewayRedis } from '../auth/redis.provider';
import { GATEWAY_ENV, type GatewayEnv } from '../config';

/** A member's version as every replica sees it, and how many of their events identity has yet to apply. */
export interface MemberVersion {
  version: string;
  pending: number;
}

/** A pending event that identity never applies stops holding the member back after this. */
export const PENDING_TTL_SECONDS = 600;

/** One round trip: the version (made when there is none) and the count of pending events. */
const CURRENT = `
local v = redis.call('GET', KEYS[1])
if not v then
  v = ARGV[1]
  redis.call('SET', KEYS[1], v, 'EX', ARGV[2])
end
return {v, redis.call('SCARD', KEYS[2])}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    memberVersion(versionKey: string, pendingKey: string, fresh: string, ttlSeconds: number): Result<[string, number], Context>;
  }
}

/**
 * Versions of members' state, shared by every gateway replica in Redis. A replica keeps what
 * it read about a member under the version it saw before reading, and trusts it only while
 * the version is the same: a new version (a random token, so an expired key can never bring
 * an old one back) makes every replica read the member afresh at their next request.
 *
 * Beside the version, the set of the member's events that identity-svc has not applied yet:
 * while it is not empty, nobody keeps the member's state, so nobody keeps what identity
 * said just before it applied them.
 */
@Injectable()
export class MemberVersions {
  private readonly ttlSeconds: number;

  constructor(
    private readonly redis: GatewayRedis,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    // As long as a session can live: a member is not read afresh merely because the key expired.
    this.ttlSeconds = env.SESSION_TTL_SECONDS;
    redis.defineCommand('memberVersion', { numberOfKeys: 2, lua: CURRENT });
  }

  async current(userId: string): Promise<MemberVersion> {
    const [version, pending] = await this.redis.memberVersion(versionKey(userId), pendingKey(userId), token(), this.ttlSeconds);
    return { version, pending: Number(pending) };
  }

  /** Identity has committed a change to the member: every replica reads them afresh. */
  async changed(userId: string): Promise<void> {
    await this.redis.set(versionKey(userId), token(), 'EX', this.ttlSeconds);
  }

  /** An event identity is still to apply: nothing about the member is kept until it has. */
  async pending(userId: string, eventId: string): Promise<void> {
    await this.redis
      .multi()
      .sadd(pendingKey(userId), eventId)
      .expire(pendingKey(userId), PENDING_TTL_SECONDS)
      .set(versionKey(userId), token(), 'EX', this.ttlSeconds)
      .exec();
  }

  /** Identity has applied the event: read the member afresh, and keep them again once none is pending. */
  async applied(userId: string, eventId: string): Promise<void> {
    await this.redis.multi().srem(pendingKey(userId), eventId).set(versionKey(userId), token(), 'EX', this.ttlSeconds).exec();
  }
}

const versionKey = (userId: string) => `member:v:${userId}`;
const pendingKey = (userId: string) => `member:p:${userId}`;
const token = () => randomBytes(9).toString('base64url');
