import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  dlqTopic,
  type Envelope,
  EnvelopeSchema,
  type EventMap,
  type EventType,
  eventSchemas,
  isEventType,
} from '@kiin/contracts';
import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { eventsConsumed, eventsDeadLettered } from '../health/metrics';
import { requestContext } from '../logging';
import { anyErased, membersNamedBy, recordErasure } from '../privacy/erased-members';
import { isTransient } from './transient';

export type EventHandler<T extends EventType> = (em: EntityManager, event: Envelope<EventMap[T]>) => Promise<void>;
export type EventHandlers = { [T in EventType]?: EventHandler<T> };

export interface EventConsumerOptions {
  kafka: Kafka;
  orm: MikroORM;
  /** Stable per service: `<service>` (plus a suffix in tests). */
  groupId: string;
  topicPrefix: string;
  handlers: EventHandlers;
  /** Used to dead-letter a message. */
  producer: Producer;
  log: Logger;
  /** Attempts before a message that keeps failing on its own merits is dead-lettered. */
  maxAttempts?: number;
  backoffMs?: number;
  /** Longest wait between retries of a transient failure (which are retried until they pass). */
  maxBackoffMs?: number;
}

/** What a retry loop needs from the running batch: keep the group membership, notice a stop. */
interface BatchControl {
  heartbeat(): Promise<void>;
  isRunning(): boolean;
  isStale(): boolean;
}

/** The consumer is stopping while a transient failure is being retried: leave the offset. */
class Stopping extends Error {}

class PermanentFailure extends Error {}

/**
 * Set by `npm run dlq:replay` on a re-published event: the consumer group that dead-lettered
 * it. Other groups on the topic had applied it already and leave it alone, also after their
 * processed-event ids have been pruned.
 */
export const REPLAY_FOR_HEADER = 'x-replay-for';

/** Events applied per transaction. */
const BATCH_LIMIT = 200;

/**
 * Applies events exactly once in effect: the event id is recorded in the same transaction
 * as the handler's change, so a redelivery finds it and changes nothing.
 *
 * Failures are of two kinds. A transient one (database or broker unreachable, connection
 * terminated, deadlock, serialization failure, timeout: see `isTransient`) says nothing
 * about the message: it is retried with capped backoff for as long as it lasts, and the
 * partition waits (later events for the same key must not overtake it). A message that is
 * malformed, or whose handler keeps throwing anything else after `maxAttempts`, goes to
 * `<topic>.dlq` once and the partition moves on.
 */
export class EventConsumer {
  private consumer?: Consumer;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(private readonly options: EventConsumerOptions) {
    this.maxAttempts = options.maxAttempts ?? 4;
    this.backoffMs = options.backoffMs ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
  }

  get groupId(): string {
    return this.options.groupId;
  }

  /**
   * Adds handlers for more topics before the consumer starts. A service has one consumer
   * group, so features that react to events share its one consumer.
   */
  addHandlers(handlers: EventHandlers): void {
    if (this.consumer) throw new Error('event handlers must be added before the consumer starts');
    for (const type of Object.keys(handlers)) {
      if (type in this.options.handlers) throw new Error(`two handlers for ${type} in one service`);
    }
    Object.assign(this.options.handlers, handlers);
  }

  /** The handler registered for one event type, if any. */
  handlerFor<T extends EventType>(type: T): EventHandler<T> | undefined {
    return this.options.handlers[type];
  }

  get topics(): string[] {
    return Object.keys(this.options.handlers).map((t) => `${this.options.topicPrefix}${t}`);
  }

  async start(): Promise<void> {
    const consumer = this.options.kafka.consumer({
      groupId: this.options.groupId,
      // The broker answers a fetch as soon as a message arrives (minBytes 1): a longer wait
      // adds no delay to delivery, and an idle consumer asks twice a second, not ten times.
      maxWaitTimeInMs: 500,
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
      allowAutoTopicCreation: false,
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: this.topics, fromBeginning: true });
    await consumer.run({
      autoCommitInterval: 500,
      eachBatchAutoResolve: false,
      eachBatch: async (payload) => {
        const { batch } = payload;
        for (let i = 0; i < batch.messages.length && payload.isRunning() && !payload.isStale(); i += BATCH_LIMIT) {
          const chunk = batch.messages.slice(i, i + BATCH_LIMIT);
          await this.handleChunk(batch.topic, batch.partition, chunk, payload);
          payload.resolveOffset(chunk[chunk.length - 1].offset);
          await payload.heartbeat();
        }
      },
    });
  }

  /** Resolves once the group has assigned partitions to this member. */
  waitForJoin(timeoutMs = 30000): Promise<void> {
    const consumer = this.consumer;
    if (!consumer) return Promise.reject(new Error('consumer not started'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('consumer did not join its group in time')), timeoutMs);
      const off = consumer.on(consumer.events.GROUP_JOIN, () => {
        clearTimeout(timer);
        off();
        resolve();
      });
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }

  /**
   * Applies a run of messages in one transaction (one commit instead of one per event).
   * Malformed ones are dead-lettered first. If the transaction fails, each message is
   * retried on its own, so one failing event cannot hold back the others.
   */
  private async handleChunk(topic: string, partition: number, messages: KafkaMessage[], control: BatchControl): Promise<void> {
    const baseTopic = topic.slice(this.options.topicPrefix.length);
    const valid: Envelope[] = [];
    const mine = messages.filter((message) => !this.replayForOtherGroup(message, baseTopic));
    for (const message of mine) {
      try {
        valid.push(this.parse(baseTopic, message));
      } catch (error) {
        await this.deadLetter(topic, partition, message, `malformed: ${(error as Error).message}`);
      }
    }
    if (valid.length === 0) return;
    let outcomes: boolean[];
    try {
      outcomes = await this.options.orm.em.fork().transactional(async (em) => {
        const applied: boolean[] = [];
        for (const event of valid) {
          applied.push(
            await requestContext.run({ requestId: event.correlationId, eventId: event.id }, () => this.applyIn(em, event)),
          );
        }
        return applied;
      });
    } catch (error) {
      this.options.log.warn({ err: error, topic: baseTopic, size: valid.length }, 'batch failed; applying its events one by one');
      for (const message of mine) await this.handle(topic, partition, message, control);
      return;
    }
    for (const applied of outcomes) eventsConsumed.inc({ topic: baseTopic, outcome: applied ? 'applied' : 'duplicate' });
  }

  private async handle(topic: string, partition: number, message: KafkaMessage, control: BatchControl): Promise<void> {
    const baseTopic = topic.slice(this.options.topicPrefix.length);
    let event: Envelope;
    try {
      event = this.parse(baseTopic, message);
    } catch (error) {
      await this.deadLetter(topic, partition, message, `malformed: ${(error as Error).message}`);
      return;
    }
    // Only failures on the message's own merits count towards dead-lettering.
    for (let attempt = 1, transientFailures = 0; ; ) {
      try {
        const applied = await requestContext.run({ requestId: event.correlationId, eventId: event.id }, () =>
          this.apply(event),
        );
        eventsConsumed.inc({ topic: baseTopic, outcome: applied ? 'applied' : 'duplicate' });
        if (applied) this.options.log.debug({ topic: baseTopic, eventId: event.id }, 'event applied');
        return;
      } catch (error) {
        if (!(error instanceof PermanentFailure) && isTransient(error)) {
          transientFailures++;
          this.options.log.warn(
            { err: error, topic: baseTopic, eventId: event.id, transientFailures },
            'event handler could not reach what it needs; retrying without dead-lettering',
          );
          await this.pause(Math.min(this.maxBackoffMs, this.backoffMs * 2 ** Math.min(transientFailures - 1, 16)), control);
          continue;
        }
        const permanent = error instanceof PermanentFailure;
        if (permanent || attempt >= this.maxAttempts) {
          await this.deadLetter(topic, partition, message, `failed after ${attempt} attempts: ${(error as Error).message}`);
          return;
        }
        this.options.log.warn({ err: error, topic: baseTopic, attempt }, 'event handler failed; retrying');
        await this.pause(this.backoffMs * 2 ** (attempt - 1), control);
        attempt++;
      }
    }
  }

  /** Waits between retries while keeping this member in its group; gives up when stopping. */
  private async pause(ms: number, control: BatchControl): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      if (!control.isRunning() || control.isStale()) throw new Stopping('consumer stopping; the event stays unacknowledged');
      await control.heartbeat().catch(() => undefined);
      const left = until - Date.now();
      if (left <= 0) return;
      await sleep(Math.min(left, 1000));
    }
  }

  private replayForOtherGroup(message: KafkaMessage, baseTopic: string): boolean {
    const target = message.headers?.[REPLAY_FOR_HEADER];
    if (target === undefined) return false;
    const group = (Array.isArray(target) ? target[0] : target)?.toString();
    if (group === this.options.groupId) return false;
    eventsConsumed.inc({ topic: baseTopic, outcome: 'replay-for-other-group' });
    return true;
  }

  private parse(baseTopic: string, message: KafkaMessage): Envelope {
    if (!message.value) throw new Error('empty message');
    const raw: unknown = JSON.parse(message.value.toString('utf8'));
    const envelope = EnvelopeSchema.parse(raw);
    if (envelope.type !== baseTopic || !isEventType(envelope.type)) {
      throw new Error(`type ${envelope.type} does not match topic ${baseTopic}`);
    }
    return { ...envelope, payload: eventSchemas[envelope.type].parse(envelope.payload) };
  }

  /** Returns false when the event had been applied before. */
  private apply(event: Envelope): Promise<boolean> {
    return this.options.orm.em.fork().transactional((em) => this.applyIn(em, event));
  }

  /**
   * The event id is recorded in the same transaction as the handler's effect. A deletion
   * leaves the member's tombstone with it; an event about a member already erased here (it
   * was in flight on another topic) is recorded and changes nothing.
   */
  private async applyIn(em: EntityManager, event: Envelope): Promise<boolean> {
    const handler = this.options.handlers[event.type as EventType] as EventHandler<EventType> | undefined;
    if (!handler) throw new PermanentFailure(`no handler for ${event.type}`);
    const inserted = await em.execute<{ event_id: string }[]>(
      'insert into processed_event (consumer, event_id) values (?, ?) on conflict do nothing returning event_id',
      [this.options.groupId, event.id],
    );
    if (inserted.length === 0) return false;
    if (event.type === 'user.deleted.v1') {
      const { userId, keepPosts } = event.payload as EventMap['user.deleted.v1'];
      await recordErasure(em, userId, keepPosts);
    } else if (await anyErased(em, membersNamedBy(event.payload))) {
      this.options.log.info({ topic: event.type, eventId: event.id }, 'event about a deleted member: nothing applied');
      return true;
    }
    await handler(em, event as Envelope<never>);
    return true;
  }

  private async deadLetter(topic: string, partition: number, message: KafkaMessage, reason: string): Promise<void> {
    const baseTopic = topic.slice(this.options.topicPrefix.length);
    this.options.log.error({ topic: baseTopic, partition, offset: message.offset, reason }, 'event sent to dead-letter topic');
    await this.options.producer.send({
      topic: dlqTopic(topic),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            'x-dlq-reason': reason.slice(0, 500),
            'x-original-topic': topic,
            'x-original-partition': String(partition),
            'x-original-offset': message.offset,
            'x-consumer-group': this.options.groupId,
          },
        },
      ],
    });
    eventsConsumed.inc({ topic: baseTopic, outcome: 'dead-lettered' });
    eventsDeadLettered.inc({ topic: baseTopic, group: this.options.groupId });
  }
}
