import { type Admin, Kafka, logLevel } from 'kafkajs';
import { stopIdleRequestQueueLoop } from '@kiin/service-kit';
import { infra } from './infra';

export function testKafka(clientId = 'kiin-test'): Kafka {
  stopIdleRequestQueueLoop();
  return new Kafka({ clientId, brokers: infra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
}

/** Messages currently on a topic (all partitions), read from the beginning. */
export async function readTopic(kafka: Kafka, topic: string, expected: number, timeoutMs = 20000) {
  const consumer = kafka.consumer({ groupId: `reader-${topic}-${Date.now()}`, maxWaitTimeInMs: 100 });
  const messages: { key: string | null; value: string | null; headers: Record<string, string> }[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`read ${messages.length}/${expected} messages from ${topic}`)), timeoutMs);
    void consumer.run({
      eachMessage: async ({ message }) => {
        messages.push({
          key: message.key?.toString() ?? null,
          value: message.value?.toString() ?? null,
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)])),
        });
        if (messages.length >= expected) {
          clearTimeout(timer);
          resolve();
        }
      },
    });
  });
  try {
    await done;
  } finally {
    await consumer.disconnect();
  }
  return messages;
}

/**
 * Asks the broker again while a topic created moments ago settles: it may answer "not the
 * leader" or "does not host this topic-partition" meanwhile (more so on a busy machine). Such
 * retriable answers are asked again for up to 10 s; anything else is thrown at once.
 */
export async function whileTopicsSettle<T>(ask: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await ask();
    } catch (error) {
      if (!(error as { retriable?: boolean }).retriable || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The end offsets of a topic's partitions. */
export const topicEnds = (admin: Admin, topic: string): Promise<{ partition: number; high: string }[]> =>
  whileTopicsSettle(() => admin.fetchTopicOffsets(topic));

/** Messages on a topic so far: the sum of its partitions' end offsets. */
export const topicLength = async (admin: Admin, topic: string): Promise<number> =>
  (await topicEnds(admin, topic)).reduce((n, p) => n + Number(p.high), 0);

/** How far a consumer group is behind the end of a topic (sum over partitions). */
export async function consumerLag(admin: Admin, groupId: string, topic: string): Promise<number> {
  const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
  const ends = await topicEnds(admin, topic);
  return ends.reduce((lag, end) => {
    const done = committed?.partitions.find((p) => p.partition === end.partition)?.offset ?? '-1';
    return lag + Number(end.high) - Math.max(Number(done), 0);
  }, 0);
}
