import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ServiceName } from '@kiin/contracts';
import { Redis } from 'ioredis';
import type { Admin, Kafka, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { type BaseServiceEnv, parseConfig } from './config';
import { EventConsumer, type EventHandlers } from './events/event-consumer';
import { type ConsumerLag, consumerLagSources, type OutboxBacklog, outboxSources } from './health/metrics';
import { createKafka, createProducer, prepareTopics } from './kafka/kafka';
import { logger } from './logging';
import { OutboxRelay } from './outbox/outbox-relay';
import { BackbonePruner, backboneRetentionEnv } from './outbox/prune';
import { eraseWith, erasureSweepEnv, ErasureSweeper, type ErasureSweepOptions } from './privacy/erasure-sweep';

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
export class Kit implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  readonly log: Logger = logger();
  readonly kafka: Kafka;
  readonly producer: Producer;
  readonly redis: Redis;
  private readonly relay: OutboxRelay;
  private readonly pruner: BackbonePruner;
  private readonly consumers: EventConsumer[] = [];
  private sweeper?: ErasureSweeper;
  private readonly erasureSweep: ErasureSweepOptions;
  private readonly moreMemberSources: string[] = [];
  private admin?: Admin;
  private readonly stopMetrics: (() => void)[] = [];
  private draining = false;

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
    this.pruner = new BackbonePruner(orm, parseConfig(backboneRetentionEnv), this.log);
    this.erasureSweep = parseConfig(erasureSweepEnv);
  }

  get env(): BaseServiceEnv {
    return this.options.env;
  }

  /**
   * Registers this service's event handlers (its `@OnEvent` methods, through
   * `EventHandlerDiscovery`); they start consuming once the app is up. Every call joins the
   * one consumer of the service's group: members of one group that subscribe to different
   * topics would be handed each other's partitions.
   */
  consume(handlers: EventHandlers): EventConsumer {
    const [existing] = this.consumers;
    if (existing) {
      existing.addHandlers(handlers);
      return existing;
    }
    const consumer = new EventConsumer({
      kafka: this.kafka,
      orm: this.orm,
      groupId: `${this.options.service}${this.env.KAFKA_GROUP_SUFFIX}`,
      topicPrefix: this.env.KAFKA_TOPIC_PREFIX,
      handlers: { ...handlers },
      producer: this.producer,
      log: this.log,
    });
    this.consumers.push(consumer);
    return consumer;
  }

  /**
   * Adds a place the erasure sweep looks for deleted members' ids beyond the uuid columns it
   * finds itself (`memberIdColumns`): a `select <uuid> as member_id from ...` statement.
   */
  findMembersAlsoIn(select: string): void {
    this.moreMemberSources.push(select);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.redis.connect();
    await this.topics();
    await this.producer.connect();
    await this.relay.start();
    this.pruner.start();
    this.startErasureSweep();
    await Promise.all(this.consumers.map((c) => c.start()));
    this.stopMetrics.push(outboxSources.add(() => this.outboxBacklog()), consumerLagSources.add(() => this.consumerLag()));
  }

  /** SIGTERM: readiness turns false first, so no new work is routed here while the rest drains. */
  beforeApplicationShutdown(signal?: string): void {
    this.draining = true;
    this.log.info({ signal }, 'stopping: readiness false, finishing in-flight work');
  }

  async onApplicationShutdown(): Promise<void> {
    for (const stop of this.stopMetrics.splice(0)) stop();
    await Promise.allSettled(this.consumers.map((c) => c.stop()));
    await this.relay.stop().catch(() => undefined);
    await this.pruner.stop();
    await this.sweeper?.stop();
    await this.producer.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
    await this.orm.close().catch(() => undefined);
    this.redis.disconnect();
  }

  /**
   * A service that erases members (it handles `user.deleted.v1`) sweeps now and then for rows
   * written for them after the erasure, and erases those the same way.
   */
  private startErasureSweep(): void {
    const onDeleted = this.consumers[0]?.handlerFor('user.deleted.v1');
    if (!onDeleted) return;
    this.sweeper = new ErasureSweeper(
      this.orm,
      eraseWith(onDeleted, this.options.service),
      this.erasureSweep,
      this.moreMemberSources,
      this.log,
    );
    this.sweeper.start();
  }

  /** See `prepareTopics`: created on a single-node broker, only checked on a cluster. */
  private async topics(): Promise<void> {
    const created = await prepareTopics(this.kafka, this.env.KAFKA_TOPIC_PREFIX);
    if (!created) this.log.info('kafka topics are managed by the platform; all present');
  }

  /** Readiness: the database, Redis and Kafka all answer. */
  async checks(): Promise<Record<'database' | 'redis' | 'kafka' | 'serving', boolean>> {
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
      serving: !this.draining,
    };
  }

  /** For `kiin_outbox_unsent_events` and `kiin_outbox_oldest_unsent_age_seconds` (the partial index on unsent rows answers it). */
  private async outboxBacklog(): Promise<OutboxBacklog[]> {
    const [row] = await this.orm.em
      .getConnection()
      .execute<{ unsent: string; age: string | null }[]>(
        'select count(*) as unsent, extract(epoch from now() - min(created_at)) as age from outbox where sent_at is null',
      );
    return [{ unsent: Number(row.unsent), oldestAgeSeconds: Math.max(0, Number(row.age ?? 0)) }];
  }

  /** For `kiin_consumer_lag`: per group and topic, the latest offsets less the committed ones. */
  private async consumerLag(): Promise<ConsumerLag[]> {
    if (this.consumers.length === 0) return [];
    const admin = await this.kafkaAdmin();
    const prefix = this.env.KAFKA_TOPIC_PREFIX;
    const rows: ConsumerLag[] = [];
    for (const consumer of this.consumers) {
      const committed = await admin.fetchOffsets({ groupId: consumer.groupId, topics: consumer.topics });
      for (const { topic, partitions } of committed) {
        const latest = await admin.fetchTopicOffsets(topic);
        let lag = 0;
        for (const end of latest) {
          const mine = partitions.find((p) => p.partition === end.partition);
          const from = mine && Number(mine.offset) >= 0 ? Number(mine.offset) : Number(end.low);
          lag += Math.max(0, Number(end.high) - from);
        }
        rows.push({ group: consumer.groupId, topic: topic.slice(prefix.length), lag });
      }
    }
    return rows;
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
