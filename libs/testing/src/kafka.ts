import { type Admin, Kafka, logLevel } from 'kafkajs';
import { infra } from './infra';

export function testKafka(clientId = 'kiin-test'): Kafka {
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

/** How far a consumer group is behind the end of a topic (sum over partitions). */
export async function consumerLag(admin: Admin, groupId: string, topic: string): Promise<number> {
  const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
  const ends = await admin.fetchTopicOffsets(topic);
  return ends.reduce((lag, end) => {
    const done = committed?.partitions.find((p) => p.partition === end.partition)?.offset ?? '-1';
    return lag + Number(end.high) - Math.max(Number(done), 0);
  }, 0);
}
