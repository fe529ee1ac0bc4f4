import { Kafka, type KafkaConfig, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Logger } from 'pino';

const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

export function createKafka(clientId: string, brokers: string, log: Logger, extra: Partial<KafkaConfig> = {}): Kafka {
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

/** Creates the topics that do not exist yet; safe to call from every process at start. */
export async function ensureTopics(kafka: Kafka, topics: string[], partitions = 1): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length > 0) {
      await admin
        .createTopics({
          waitForLeaders: true,
          topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
        })
        .catch((error: { type?: string }) => {
          if (error.type !== 'TOPIC_ALREADY_EXISTS') throw error;
        });
    }
  } finally {
    await admin.disconnect();
  }
}
