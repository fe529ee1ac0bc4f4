import { topicsFor } from '@kiin/contracts';
import { infra, testKafka, uniqueToken, whileTopicsSettle } from '@kiin/testing';
import type { Admin } from 'kafkajs';
import pino from 'pino';
import { createKafka, ensureTopics, prepareTopics, requireTopics } from './kafka';

/** Topics on the real broker: created locally with single-node settings, only checked in production. */
describe('topics', () => {
  const kafka = createKafka('test', infra.kafkaBrokers, pino({ level: 'silent' }));
  let admin: Admin;

  beforeAll(async () => {
    admin = testKafka().admin();
    await admin.connect();
  });
  afterAll(() => admin.disconnect());

  it('creates the local topics with one partition, and then finds them all', async () => {
    const prefix = `${uniqueToken()}.`;
    const local = topicsFor('local', prefix);
    await ensureTopics(kafka, local);
    const metadata = await admin.fetchTopicMetadata({ topics: local.map((t) => t.name) });
    expect(metadata.topics).toHaveLength(local.length);
    for (const topic of metadata.topics) expect(topic.partitions).toHaveLength(1);
    await expect(requireTopics(kafka, local.map((t) => t.name))).resolves.toBeUndefined();
  });

  it('lets a service on the single-node broker create its topics with the local settings', async () => {
    const prefix = `${uniqueToken()}.`;
    expect(await prepareTopics(kafka, prefix)).toBe(true);
    const names = topicsFor('local', prefix).map((t) => t.name);
    const metadata = await whileTopicsSettle(() => admin.fetchTopicMetadata({ topics: names }));
    expect(metadata.topics.map((t) => t.partitions.length)).toEqual(names.map(() => 1));
  });

  it('names the missing topics where the platform creates them, and creates none', async () => {
    const prefix = `${uniqueToken()}.`;
    const names = topicsFor('production', prefix).map((t) => t.name);
    await expect(requireTopics(kafka, names)).rejects.toThrow(`Kafka topics missing: ${names.join(', ')}.`);
    const existing = await admin.listTopics();
    expect(existing.filter((t) => t.startsWith(prefix))).toEqual([]);
  });
});
