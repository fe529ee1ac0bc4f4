#!/usr/bin/env node
// Re-publishes dead-lettered events to their topic, after the fix that makes them apply:
//   npm run dlq:replay -- <topic> [--id <eventId>] [--dry-run]
// <topic> is the event's topic (for example points.awarded.v1; a trailing .dlq is accepted).
// Every message on <topic>.dlq is sent again with its key, value and correlation id, or only
// the one whose event id is given, marked (x-replay-for) for the consumer group that
// dead-lettered it: other groups on the topic, which had applied it, leave it alone. Consumers
// are idempotent (processed-event ids), so a replay is safe to repeat.
// Broker: KAFKA_BROKERS (127.0.0.1:9092); topic prefix: KAFKA_TOPIC_PREFIX (empty).
import { randomBytes } from 'node:crypto';
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;

const usage = 'usage: npm run dlq:replay -- <topic> [--id <eventId>] [--dry-run]';

function parseArgs(argv) {
  const args = { topic: null, id: null, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--id') {
      args.id = argv[++i] ?? null;
      if (!args.id) throw new Error('--id needs an event id');
    } else if (arg === '--dry-run') args.dryRun = true;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${usage}`);
    else if (!args.topic) args.topic = arg;
    else throw new Error(`unexpected argument ${arg}\n${usage}`);
  }
  if (!args.topic || !/^[a-z0-9._-]+$/.test(args.topic)) throw new Error(usage);
  if (args.id && !/^[0-9a-f-]{36}$/i.test(args.id)) throw new Error('--id must be an event id (a uuid)');
  return args;
}

/** Headers the dead-letter step added; they do not go back onto the topic. */
const dlqHeaders = new Set(['x-dlq-reason', 'x-original-topic', 'x-original-partition', 'x-original-offset', 'x-consumer-group']);

/** Reads the dead-letter topic from its start to the end it had when the replay began. */
async function readDeadLetters(kafka, admin, dlq) {
  const ends = (await admin.fetchTopicOffsets(dlq)).filter((p) => Number(p.high) > Number(p.low));
  if (ends.length === 0) return [];
  const remaining = new Map(ends.map((p) => [p.partition, Number(p.high)]));
  const messages = [];
  const consumer = kafka.consumer({ groupId: `kiin-dlq-replay-${randomBytes(4).toString('hex')}`, maxWaitTimeInMs: 100 });
  await consumer.connect();
  try {
    await consumer.subscribe({ topic: dlq, fromBeginning: true });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`could not read ${dlq} to its end within 60 s`)), 60000);
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ partition, message }) => {
            const end = remaining.get(partition);
            if (end === undefined || Number(message.offset) >= end) return;
            messages.push({ partition, message });
            if (Number(message.offset) >= end - 1) remaining.delete(partition);
            if (remaining.size === 0) {
              clearTimeout(timer);
              resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
  }
  return messages;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const prefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
  const base = args.topic.replace(/\.dlq$/, '');
  const topic = base.startsWith(prefix) ? base : `${prefix}${base}`;
  const dlq = `${topic}.dlq`;
  const kafka = new Kafka({
    clientId: 'kiin-dlq-replay',
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = new Set(await admin.listTopics());
    if (!topics.has(topic) || !topics.has(dlq)) throw new Error(`no topic ${topic} with a dead-letter topic ${dlq}`);
    const dead = await readDeadLetters(kafka, admin, dlq);
    const chosen = [];
    let unreadable = 0;
    for (const { message } of dead) {
      let id = null;
      try {
        id = JSON.parse(message.value?.toString('utf8') ?? '').id ?? null;
      } catch {
        /* a malformed message: it would only be dead-lettered again */
      }
      if (typeof id !== 'string') {
        unreadable++;
        continue;
      }
      if (args.id && id.toLowerCase() !== args.id.toLowerCase()) continue;
      const group = message.headers?.['x-consumer-group']?.toString() ?? null;
      chosen.push({ id, group, message });
    }
    if (args.id && chosen.length === 0) throw new Error(`event ${args.id} is not on ${dlq}`);
    // The same event can be dead-lettered twice by one group (across a restart): send it once per group.
    const unique = [...new Map(chosen.map((c) => [`${c.id} ${c.group}`, c])).values()];
    if (!args.dryRun && unique.length > 0) {
      const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      await producer.connect();
      try {
        await producer.send({
          topic,
          acks: -1,
          messages: unique.map(({ group, message }) => ({
            key: message.key,
            value: message.value,
            headers: {
              ...Object.fromEntries(Object.entries(message.headers ?? {}).filter(([name]) => !dlqHeaders.has(name))),
              'x-replayed-from': dlq,
              ...(group ? { 'x-replay-for': group } : {}),
            },
          })),
        });
      } finally {
        await producer.disconnect();
      }
    }
    const verb = args.dryRun ? 'would replay' : 'replayed';
    process.stdout.write(`${verb} ${unique.length} event(s) from ${dlq} to ${topic}${unreadable ? ` (${unreadable} malformed left on the dead-letter topic)` : ''}\n`);
    for (const { id, group } of unique) process.stdout.write(`  ${id}${group ? ` for ${group}` : ''}\n`);
  } finally {
    await admin.disconnect();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
