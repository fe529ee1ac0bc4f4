import { Kafka, type KafkaConfig, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { topicsFor } from '@kiin/contracts';
import { stopIdleRequestQueueLoop } from './request-queue-fix';

const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

export function createKafka(clientId: string, brokers: string, log: Logger, extra: Partial<KafkaConfig> = {}): Kafka {
  stopIdleRequestQueueLoop();
  return new Kafka({
    clientId,
    brokers: brokers.split(','),
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => {
      const { message, ...rest } = entry.log;
      log[levels[entry.level] ?? 'info']({ kafka: entry.namespace, ...rest }, message);
    },
    ...extra,
  });
}

/** Idempotent producer with acks from all in-sync replicas. */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}

/** A topic to create: a bare name gets the local single-node settings (1 partition, 1 replica). */
export type TopicToCreate = string | { name: string; partitions: number; replicationFactor: number; config?: Record<string, string> };

/**
 * Creates the topics that do not exist yet; safe to call from every process at start. For the
 * local single-node broker only: production topics come from the platform (`topicsFor`).
 */
export async function ensureTopics(kafka: Kafka, topics: TopicToCreate[], partitions = 1): Promise<void> {
  const wanted = topics.map((t) => (typeof t === 'string' ? { name: t, partitions, replicationFactor: 1, config: {} } : t));
  const admin = kafka.admin();
  await admin.connect();
  try {
    // A broker may list a topic it has just created before it hosts it, and answers "does not
    // host this topic-partition" meanwhile (more so when busy): asked again until every wanted
    // topic answers, for up to 15 s.
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        const existing = new Set(await admin.listTopics());
        const missing = wanted.filter((t) => !existing.has(t.name));
        if (missing.length > 0) {
          await admin
            .createTopics({
              waitForLeaders: true,
              topics: missing.map((t) => ({
                topic: t.name,
                numPartitions: t.partitions,
                replicationFactor: t.replicationFactor,
                configEntries: Object.entries(t.config ?? {}).map(([name, value]) => ({ name, value })),
              })),
            })
            .catch((error: { type?: string }) => {
              if (error.type !== 'TOPIC_ALREADY_EXISTS') throw error;
            });
        }
        await admin.fetchTopicMetadata({ topics: wanted.map((t) => t.name) });
        return;
      } catch (error) {
        const settling = (error as { retriable?: boolean; cause?: { retriable?: boolean } }).retriable || (error as { cause?: { retriable?: boolean } }).cause?.retriable;
        if (!settling || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await admin.disconnect();
  }
}

/** Where topics are created by the platform: fails, naming them, when any is missing. Creates nothing. */
export async function requireTopics(kafka: Kafka, names: string[]): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = names.filter((name) => !existing.has(name));
    if (missing.length > 0) {
      throw new Error(
        `Kafka topics missing: ${missing.join(', ')}. In production the platform creates them from libs/contracts/src/topics.ts; services do not.`,
      );
    }
  } finally {
    await admin.disconnect();
  }
}

/**
 * What a service does with topics at start. On a single-node broker (development, tests,
 * Compose) it creates the missing ones with the local settings (1 partition, 1 replica), the
 * only ones such a broker can hold. On a cluster of several brokers (production) topics are
 * the platform's, with the production settings of `topicsFor`: the service creates nothing,
 * and stops, naming them, if any is missing. Returns whether this process may create topics.
 */
export async function prepareTopics(kafka: Kafka, prefix: string): Promise<boolean> {
  const admin = kafka.admin();
  await admin.connect();
  let brokers: number;
  try {
    brokers = (await admin.describeCluster()).brokers.length;
  } finally {
    await admin.disconnect();
  }
  if (brokers > 1) {
    await requireTopics(kafka, topicsFor('production', prefix).map((t) => t.name));
    return false;
  }
  await ensureTopics(kafka, topicsFor('local', prefix));
  return true;
}
