import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GatewayRedis } from './redis.provider';

/** Fixed-window counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: GatewayRedis) {}

  private key(bucket: string, subject: string) {
    return `rl:${bucket}:${createHash('sha256').update(subject).digest('base64url')}`;
  }

  async count(bucket: string, subject: string): Promise<number> {
    return Number((await this.redis.get(this.key(bucket, subject))) ?? 0);
  }

  async hit(bucket: string, subject: string, windowSeconds: number): Promise<number> {
    const key = this.key(bucket, subject);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject));
  }
}
