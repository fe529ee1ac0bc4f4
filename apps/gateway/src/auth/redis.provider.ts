import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { logger } from '@kiin/service-kit';
import { Redis } from 'ioredis';
import { GATEWAY_ENV, type GatewayEnv } from '../config';

/** The gateway's Redis: sessions and rate limits. */
@Injectable()
export class GatewayRedis extends Redis implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    super(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: env.REDIS_PREFIX });
    this.on('error', (error) => logger().warn({ err: error }, 'redis connection error'));
  }

  async onModuleInit() {
    await this.connect();
  }

  onModuleDestroy() {
    this.disconnect();
  }
}
