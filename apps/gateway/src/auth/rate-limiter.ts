import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GatewayRedis } from './redis.provider';

/**
 * Fixed-window counters in Redis, shared by every gateway replica. A count is taken before
 * the thing it limits is tried (`consume`), in one atomic step, so parallel requests cannot
 * all read the same count and pass; what turns out not to count is given back (`refund`).
 * Keys hold hashes only: a Redis dump reveals no email or client address.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: GatewayRedis) {}

  private key(bucket: string, subject: string) {
    return `rl:${bucket}:${createHash('sha256').update(subject).digest('base64url')}`;
  }

  /** Counts one more and returns the new count (the first in a window is 1). */
  async hit(bucket: string, subject: string, windowSeconds: number): Promise<number> {
    const key = this.key(bucket, subject);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  /** Takes one of `limit` per window; false when the window's allowance is already spent. */
  async consume(bucket: string, subject: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.hit(bucket, subject, windowSeconds)) <= limit;
  }

  /** Gives back one taken by `consume` (an attempt that turned out not to count). */
  async refund(bucket: string, subject: string): Promise<void> {
    const key = this.key(bucket, subject);
    await this.redis.eval("if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0", 1, key);
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject));
  }

  /** Remembers `member` under `subject` for `ttlSeconds` (e.g. an address an account signed in from). */
  async remember(bucket: string, subject: string, member: string, ttlSeconds: number): Promise<void> {
    const key = this.key(bucket, subject);
    const hashed = createHash('sha256').update(`${subject}\n${member}`).digest('base64url');
    await this.redis.multi().sadd(key, hashed).expire(key, ttlSeconds).exec();
  }

  async remembers(bucket: string, subject: string, member: string): Promise<boolean> {
    const hashed = createHash('sha256').update(`${subject}\n${member}`).digest('base64url');
    return (await this.redis.sismember(this.key(bucket, subject), hashed)) === 1;
  }
}
