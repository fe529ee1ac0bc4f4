import { randomUUID } from 'node:crypto';
import { dlqTopic, type Envelope } from '@kiin/contracts';
import { ensureTopics, createKafka } from '@kiin/service-kit';
import {
  consumerLag,
  createTestDatabase,
  freePort,
  infra,
  makeEnvelope,
  readTopic,
  startServiceProcess,
  type ServiceProcess,
  type TestDatabase,
  testKafka,
  uniqueToken,
  waitFor,
  waitForReady,
} from '@kiin/testing';
import type { Admin, Producer } from 'kafkajs';
import { Client } from 'pg';
import pino from 'pino';
import { allTopics } from '@kiin/contracts';
import { database } from '../src/database';

/**
 * The event backbone on the real broker and database: gamification-svc runs as its own
 * process, with its own database, topics and consumer group for each test.
 */
// A thousand events through the real broker take seconds on a quiet machine; with the suite's
// other lanes on the same two cores one run took over a minute. The limits catch a hang.
const thousandEventsMs = 180_000;

describe('gamification consumer on the real broker', () => {
  const kafka = testKafka();
  let producer: Producer;
  let admin: Admin;
  let db: TestDatabase;
  let pg: Client;
  let prefix: string;
  let groupId: string;
  let procs: ServiceProcess[] = [];
  let env: Record<string, string>;
  let httpPort: number;

  beforeAll(async () => {
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    admin = kafka.admin();
    await admin.connect();
  });

  afterAll(async () => {
    await producer.disconnect();
    await admin.disconnect();
  });

  beforeEach(async () => {
    const token = uniqueToken();
    prefix = `${token}.`;
    groupId = `gamification-svc.${token}`;
    // A copy of the run's migrated and seeded template (what `migrate` leaves), not a migration each.
    db = await createTestDatabase('gamification', database);
    httpPort = await freePort();
    env = {
      TCP_PORT: String(await freePort()),
      HTTP_PORT: String(httpPort),
      DATABASE_URL: db.url,
      REDIS_URL: infra.redisUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      KAFKA_TOPIC_PREFIX: prefix,
      KAFKA_GROUP_SUFFIX: `.${token}`,
    };
    await ensureTopics(createKafka('test', infra.kafkaBrokers, pino({ level: 'silent' })), allTopics().map((t) => prefix + t));
    pg = new Client({ connectionString: db.url });
    await pg.connect();
  });

  afterEach(async () => {
    await Promise.all(procs.map((p) => p.kill('SIGKILL')));
    procs = [];
    await pg.end();
    await db.drop();
  });

  const start = async () => {
    const proc = startServiceProcess('gamification-svc', env);
    procs.push(proc);
    await waitForReady(httpPort, proc);
    return proc;
  };
  const count = async (sql: string) => Number((await pg.query<{ n: string }>(sql)).rows[0].n);
  const awards = () => count('select count(*) as n from points_award');
  const topic = () => `${prefix}content.completed.v1`;
  const completion = (userId: string) =>
    makeEnvelope('content.completed.v1', userId, {
      userId,
      contentId: randomUUID(),
      contentType: 'article',
      completedAt: new Date().toISOString(),
    });
  const publish = async (values: (Envelope | string)[]) => {
    for (let i = 0; i < values.length; i += 200) {
      await producer.send({
        topic: topic(),
        acks: -1,
        messages: values.slice(i, i + 200).map((v) => ({
          key: typeof v === 'string' ? 'bad' : v.key,
          value: typeof v === 'string' ? v : JSON.stringify(v),
        })),
      });
    }
  };
  const lagIsZero = async () => (await consumerLag(admin, groupId, topic())) === 0;

  it('awards exactly 1,000 times when the consumer is SIGKILLed halfway through 1,000 events', async () => {
    const users = Array.from({ length: 10 }, () => randomUUID());
    const events = Array.from({ length: 1000 }, (_, i) => completion(users[i % 10]));
    const first = await start();
    await publish(events.slice(0, 500));
    await waitFor(async () => (await awards()) >= 250, { what: '250 awards' });
    // Paused mid-stream (SIGSTOP), the consumer cannot see the second half: whenever the pause
    // lands, the kill comes with events still to apply, and no race decides that.
    first.child.kill('SIGSTOP');
    await publish(events.slice(500));
    await first.kill('SIGKILL');
    expect(await awards()).toBeLessThanOrEqual(500);

    await start();
    await waitFor(async () => (await awards()) === 1000 && (await lagIsZero()), { timeoutMs: thousandEventsMs, what: '1,000 awards and no lag' });

    expect(await awards()).toBe(1000);
    expect(await count('select count(distinct source_event_id) as n from points_award')).toBe(1000);
    expect(await count('select count(*) as n from processed_event')).toBe(1000);
    const totals = await pg.query<{ user_id: string; total: number }>('select user_id, total from user_points');
    expect(totals.rows).toHaveLength(10);
    for (const row of totals.rows) expect(row.total).toBe(100 * 10);
    expect(await count("select count(*) as n from outbox where topic = 'points.awarded.v1'")).toBe(1000);
  }, thousandEventsMs + 60_000);

  it('changes nothing when every event is delivered twice', async () => {
    const userId = randomUUID();
    const events = Array.from({ length: 200 }, () => completion(userId));
    await start();
    await publish([...events, ...events]);
    await waitFor(async () => (await count('select count(*) as n from processed_event')) === 200 && (await lagIsZero()), {
      timeoutMs: thousandEventsMs,
      what: '400 deliveries consumed',
    });

    expect(await awards()).toBe(200);
    const { rows } = await pg.query<{ total: number }>('select total from user_points where user_id = $1', [userId]);
    expect(rows[0].total).toBe(200 * 10);
    expect(await count("select count(*) as n from outbox where topic = 'points.awarded.v1'")).toBe(200);
  }, thousandEventsMs + 60_000);

  it('dead-letters one malformed event among 1,000, applies the other 999, and catches up', async () => {
    const userId = randomUUID();
    const values: (Envelope | string)[] = Array.from({ length: 1000 }, () => completion(userId));
    const malformed = JSON.stringify({ id: 'not-a-uuid', type: 'content.completed.v1', payload: { userId: 42 } });
    values[500] = malformed;
    await start();
    await publish(values);
    await waitFor(async () => (await awards()) === 999 && (await lagIsZero()), { timeoutMs: thousandEventsMs, what: '999 awards and no lag' });

    const dead = await readTopic(kafka, dlqTopic(topic()), 1);
    expect(dead).toHaveLength(1);
    expect(dead[0].value).toBe(malformed);
    expect(dead[0].headers['x-dlq-reason']).toMatch(/^malformed/);
    expect(await awards()).toBe(999);
  }, thousandEventsMs + 60_000);
});
