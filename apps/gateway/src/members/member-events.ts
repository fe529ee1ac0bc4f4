import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Envelope, EnvelopeSchema, type EventMap, type EventType, eventSchemas } from '@kiin/contracts';
import { createKafka, logger } from '@kiin/service-kit';
import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { memberEventsLive } from './metrics';

/**
 * The events this replica reads, each with the member it is about. Adding a type here is all
 * a new reader (the live channel) needs: its topic is subscribed and its events reach
 * `subscribe(userId)`.
 */
export const memberOf = {
  'subscription.activated.v1': (payload) => payload.userId,
  'subscription.cancelled.v1': (payload) => payload.userId,
  'points.awarded.v1': (payload) => payload.userId,
  'badge.earned.v1': (payload) => payload.userId,
  'user.deleted.v1': (payload) => payload.userId,
  'post.reviewed.v1': (payload) => payload.authorId,
  'kliinic.booked.v1': (payload) => payload.userId,
  'kliinic.notes-delivered.v1': (payload) => payload.userId,
  'kiinbox.question-answered.v1': (payload) => payload.userId,
} satisfies { [T in EventType]?: (payload: EventMap[T]) => string };

/**
 * The events that change what identity answers about a member (who they are to the services,
 * their account): kept state is forgotten on them. The others are news for the live channel.
 */
export const accountEventTypes: ReadonlySet<string> = new Set<MemberEventType>([
  'subscription.activated.v1',
  'subscription.cancelled.v1',
  'points.awarded.v1',
  'badge.earned.v1',
  'user.deleted.v1',
]);

export type MemberEventType = keyof typeof memberOf;
export const memberEventTypes = Object.keys(memberOf) as MemberEventType[];

export interface MemberEvent<T extends MemberEventType = MemberEventType> {
  type: T;
  userId: string;
  event: Envelope<EventMap[T]>;
  /** Where it was read (the topic with its prefix): lets a reader ask whether another group is past it. */
  position: { topic: string; partition: number; offset: string };
}

/** Work that must be done with an event before the next one is read (forgetting cached state). */
export type MemberEventHandler = (event: MemberEvent) => Promise<void>;

/** How often a failed handler is tried again before the event is passed over (logged). */
const HANDLER_ATTEMPTS = 6;

/**
 * The member events, read by every gateway replica: one Kafka consumer per process, in a
 * consumer group of its own (so each replica gets every event, not a share), starting at the
 * latest offset (a replica starts knowing nothing about anyone, so older events say nothing
 * to it). Each event goes to the handlers (in order, awaited), then to the listeners of the
 * member it is about.
 *
 * `live` says the consumer has joined and fetched from the offsets it resolved: from then on
 * no event is missed (offsets are committed, so a rejoin after a broker hiccup resumes where
 * it was). Until then, and whenever the consumer is down, readers must not trust anything
 * they kept. The group is deleted when the replica stops.
 */
@Injectable()
export class MemberEvents implements OnApplicationBootstrap, OnModuleDestroy {
  readonly groupId: string;
  readonly kafka?: Kafka;
  private consumer?: Consumer;
  private readonly listeners = new EventEmitter().setMaxListeners(0);
  private readonly handlers: MemberEventHandler[] = [];
  private readonly topicPrefix: string;
  private joined = false;
  private isLive = false;
  private stopping = false;
  private running?: Promise<void>;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.topicPrefix = env.KAFKA_TOPIC_PREFIX;
    const replica = hostname().replace(/[^a-zA-Z0-9._-]/g, '-').slice(0, 60);
    this.groupId = `gateway.${replica}.${randomBytes(4).toString('hex')}${env.KAFKA_GROUP_SUFFIX}`;
    if (env.KAFKA_BROKERS) this.kafka = createKafka('gateway', env.KAFKA_BROKERS, logger());
  }

  /** Whether every member event since the consumer joined has been (or will be) delivered. */
  get live(): boolean {
    return this.isLive;
  }

  /** Work each event waits for before the next is read. Register before the app starts. */
  handle(handler: MemberEventHandler): void {
    this.handlers.push(handler);
  }

  /** Every event about one member from now on. Returns the function that stops it. */
  subscribe(userId: string, listener: (event: MemberEvent) => void): () => void {
    this.listeners.on(userId, listener);
    return () => this.listeners.off(userId, listener);
  }

  onApplicationBootstrap(): void {
    if (!this.kafka) {
      logger().warn('KAFKA_BROKERS is not set: the gateway keeps no member state between requests');
      return;
    }
    // In the background: the gateway serves while Kafka is unreachable (nothing is kept meanwhile).
    this.running = this.run();
  }

  /** Before Redis goes (module destruction, not application shutdown, which comes after it). */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.setLive(false);
    await this.consumer?.disconnect().catch(() => undefined);
    await this.running;
    if (this.kafka && this.joined) await this.deleteGroup(this.kafka);
  }

  private setLive(live: boolean) {
    this.isLive = live;
    memberEventsLive.set(live ? 1 : 0);
  }

  private async run(): Promise<void> {
    for (let attempt = 0; !this.stopping; attempt++) {
      try {
        await this.start();
        return;
      } catch (error) {
        logger().warn({ err: error, attempt }, 'member events: the consumer could not start; trying again');
        await this.consumer?.disconnect().catch(() => undefined);
        await sleep(Math.min(5000, 250 * 2 ** Math.min(attempt, 5)));
      }
    }
  }

  private async start(): Promise<void> {
    const consumer = this.kafka!.consumer({
      groupId: this.groupId,
      maxWaitTimeInMs: 500,
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
      allowAutoTopicCreation: false,
    });
    this.consumer = consumer;
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined = true;
    });
    // The first fetch after joining was made from resolved offsets: nothing later is missed.
    consumer.on(consumer.events.FETCH, () => {
      if (this.joined && !this.isLive && !this.stopping) {
        this.setLive(true);
        logger().info({ group: this.groupId }, 'member events: reading');
      }
    });
    consumer.on(consumer.events.CRASH, (crash) => {
      if (crash.payload.restart || this.stopping) return;
      // Not restarted by kafkajs: start a new consumer (the group's committed offsets resume it).
      this.setLive(false);
      logger().error({ err: crash.payload.error }, 'member events: the consumer stopped; starting it again');
      this.running = consumer
        .disconnect()
        .catch(() => undefined)
        .then(() => this.run());
    });
    await consumer.connect();
    await consumer.subscribe({ topics: memberEventTypes.map((type) => `${this.topicPrefix}${type}`), fromBeginning: false });
    await consumer.run({
      autoCommitInterval: 500,
      eachMessage: async ({ topic, partition, message }) => this.deliver(topic, partition, message),
    });
  }

  private async deliver(topic: string, partition: number, message: KafkaMessage): Promise<void> {
    const type = topic.slice(this.topicPrefix.length) as MemberEventType;
    let event: Envelope<EventMap[MemberEventType]>;
    let userId: string;
    try {
      const envelope = EnvelopeSchema.parse(JSON.parse(message.value?.toString('utf8') ?? ''));
      if (envelope.type !== type) throw new Error(`type ${envelope.type} on topic ${type}`);
      event = { ...envelope, payload: eventSchemas[type].parse(envelope.payload) } as Envelope<EventMap[MemberEventType]>;
      userId = (memberOf[type] as (payload: EventMap[MemberEventType]) => string)(event.payload);
    } catch (error) {
      logger().warn({ err: error, topic: type, partition, offset: message.offset }, 'member events: unreadable event passed over');
      return;
    }
    const memberEvent: MemberEvent = { type, userId, event, position: { topic, partition, offset: message.offset } };
    for (const handler of this.handlers) await this.attempt(handler, memberEvent);
    this.listeners.emit(userId, memberEvent);
  }

  private async attempt(handler: MemberEventHandler, event: MemberEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler(event);
      } catch (error) {
        if (attempt >= HANDLER_ATTEMPTS || this.stopping) {
          logger().error({ err: error, topic: event.type, eventId: event.event.id }, 'member events: a handler failed; event passed over');
          return;
        }
        await sleep(100 * 2 ** attempt);
      }
    }
  }

  /** A replica's group means nothing once it stops: leave no empty group behind. */
  private async deleteGroup(kafka: Kafka): Promise<void> {
    const admin = kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([this.groupId]);
    } catch (error) {
      logger().warn({ err: error, group: this.groupId }, 'member events: the group was left for the broker to expire');
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }
}
