import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { allTopics, type ServiceName } from '@kiin/contracts';
import { Redis } from 'ioredis';
import type { Admin, Kafka, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { BaseServiceEnv } from './config';
import { EventConsumer, type EventHandlers } from './events/event-consumer';
import { createKafka, createProducer, ensureTopics } from './kafka/kafka';
import { logger } from './logging';
import { OutboxRelay } from './outbox/outbox-relay';

export const SERVICE_OPTIONS = Symbol('SERVICE_OPTIONS');
export interface ServiceOptions {
  service: ServiceName;
  env: BaseServiceEnv;
}

/**
 * The infrastructure one service process holds: its database, Redis, Kafka producer, the
 * outbox relay and its event consumers. Started after the app is wired, stopped in order
 * on shutdown (consumers first, so nothing is half-applied).
 */
@Injectable()
export class Kit implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly log: Logger = logger();
  readonly kafka: Kafka;
  readonly producer: Producer;
  readonly redis: Redis;
  private readonly relay: OutboxRelay;
  private readonly consumers: EventConsumer[] = [];
  private admin?: Admin;

  constructor(
    @Inject(SERVICE_OPTIONS) readonly options: ServiceOptions,
    readonly orm: MikroORM,
  ) {
    const { env, service } = options;
    this.kafka = createKafka(service, env.KAFKA_BROKERS, this.log);
    this.producer = createProducer(this.kafka);
    this.redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.redis.on('error', (error) => this.log.warn({ err: error }, 'redis connection error'));
    this.relay = new OutboxRelay({
      databaseUrl: env.DATABASE_URL,
      producer: this.producer,
      topicPrefix: env.KAFKA_TOPIC_PREFIX,
      log: this.log,
    });
  }

  get env(): BaseServiceEnv {
    return this.options.env;
  }

  /** Registers this service's event handlers; they start consuming once the app is up. */
  consume(handlers: EventHandlers): EventConsumer {
    const consumer = new EventConsumer({
      kafka: this.kafka,
      orm: this.orm,
      groupId: `${this.options.service}${this.env.KAFKA_GROUP_SUFFIX}`,
      topicPrefix: this.env.KAFKA_TOPIC_PREFIX,
      handlers,
      producer: this.producer,
      log: this.log,
    });
    this.consumers.push(consumer);
    return consumer;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.redis.connect();
    await ensureTopics(this.kafka, allTopics().map((t) => `${this.env.KAFKA_TOPIC_PREFIX}${t}`));
    await this.producer.connect();
    await this.relay.start();
    await Promise.all(this.consumers.map((c) => c.start()));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.consumers.map((c) => c.stop()));
    await this.relay.stop().catch(() => undefined);
    await this.producer.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
    await this.orm.close().catch(() => undefined);
    this.redis.disconnect();
  }

  /** Readiness: the database, Redis and Kafka all answer. */
  async checks(): Promise<Record<'database' | 'redis' | 'kafka', boolean>> {
    const within = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
    const [database, redis, kafka] = await Promise.allSettled([
      within(this.orm.em.getConnection().execute('select 1')),
      within(this.redis.ping()),
      within(this.kafkaAdmin().then((admin) => admin.describeCluster())),
    ]);
    return {
      database: database.status === 'fulfilled',
      redis: redis.status === 'fulfilled',
      kafka: kafka.status === 'fulfilled',
    };
  }

  private async kafkaAdmin(): Promise<Admin> {
    if (!this.admin) {
      const admin = this.kafka.admin();
      await admin.connect();
      this.admin = admin;
    }
    return this.admin;
  }
}
