import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { dlqTopic, type Envelope, type EventMap } from '@kiin/contracts';
import { consumerLag, createTestDatabase, infra, makeEnvelope, readTopic, type TestDatabase, testKafka, topicLength, uniqueToken, waitFor } from '@kiin/testing';
import type { Admin, Producer } from 'kafkajs';
import pino from 'pino';
import { openDatabase } from '../database/database';
import { createKafka, ensureTopics } from '../kafka/kafka';
import { EventConsumer, type EventHandler } from './event-consumer';

const run = promisify(execFile);

/**
 * Failures in a consumer on the real database and broker: one that says the database was
 * unreachable is retried until it passes and never dead-lettered; one that is the message's
 * own goes to `<topic>.dlq` once, and `npm run dlq:replay` brings it back after a fix.
 */
describe('event consumer failures', () => {
  const kafka = testKafka();
  const log = pino({ level: 'silent' });
  let db: TestDatabase;
  let orm: MikroORM;
  let producer: Producer;
  let admin: Admin;
  let consumer: EventConsumer | undefined;
  let other: EventConsumer | undefined;
  let prefix: string;
  let groupId: string;

  beforeAll(async () => {
    db = await createTestDatabase('event_consumer', { entities: [], migrations: [] });
    orm = await openDatabase(db.url, { entities: [], migrations: [] });
    await orm.getMigrator().up();
    await orm.em.getConnection().execute('create table applied (n bigserial primary key, event_id uuid not null, user_id uuid not null)');
    await orm.em.getConnection().execute('create table applied_elsewhere (n bigserial primary key, event_id uuid not null)');
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    admin = kafka.admin();
    await admin.connect();
  });

  afterAll(async () => {
    await producer.disconnect();
    await admin.disconnect();
    await orm.close(true);
    await db.drop();
  });

  beforeEach(async () => {
    const token = uniqueToken();
    prefix = `${token}.`;
    groupId = `test-svc.${token}`;
    await ensureTopics(createKafka('test', infra.kafkaBrokers, log), ['content.completed.v1', dlqTopic('content.completed.v1')].map((t) => prefix + t));
  });

  afterEach(async () => {
    await consumer?.stop();
    await other?.stop();
    consumer = undefined;
    other = undefined;
  });

  type Completed = Envelope<EventMap['content.completed.v1']>;
  const topic = () => `${prefix}content.completed.v1`;
  const record = (em: EntityManager, event: Completed) =>
    em.execute('insert into applied (event_id, user_id) values (?, ?)', [event.id, event.payload.userId]);
  const start = async (handler: EventHandler<'content.completed.v1'>) => {
    consumer = new EventConsumer({
      kafka,
      orm,
      groupId,
      topicPrefix: prefix,
      producer,
      log,
      maxAttempts: 3,
      backoffMs: 20,
      maxBackoffMs: 100,
      handlers: { 'content.completed.v1': handler },
    });
    await consumer.start();
  };
  const completions = (userId: string, n: number) =>
    Array.from({ length: n }, () =>
      makeEnvelope('content.completed.v1', userId, { userId, contentId: randomUUID(), contentType: 'article', completedAt: new Date().toISOString() }),
    );
  const publish = (events: Completed[]) =>
    producer.send({ topic: topic(), acks: -1, messages: events.map((e) => ({ key: e.key, value: JSON.stringify(e) })) });
  const appliedFor = async (userId: string) =>
    (await orm.em.fork().execute<{ event_id: string }[]>('select event_id from applied where user_id = ? order by n', [userId])).map((r) => r.event_id);
  const deadLettered = () => topicLength(admin, dlqTopic(topic()));
  const caughtUp = async () => (await consumerLag(admin, groupId, topic())) === 0;

  it('retries a handler whose database connection is terminated, past the attempt limit, without dead-lettering', async () => {
    const userId = randomUUID();
    const events = completions(userId, 5);
    let terminations = 0;
    await start(async (em, event) => {
      if (terminations < 8) {
        terminations++;
        // The server ends this connection, as on a failover or restart of the database.
        await em.execute('select pg_terminate_backend(pg_backend_pid())');
      }
      await record(em, event);
    });
    await publish(events);

    await waitFor(async () => (await appliedFor(userId)).length === 5 && (await caughtUp()), { timeoutMs: 60000, what: 'five events applied' });
    expect(terminations).toBe(8);
    expect(await appliedFor(userId)).toEqual(events.map((e) => e.id));
    expect(await deadLettered()).toBe(0);
  });

  it('dead-letters once a message whose handler keeps failing on its own merits, applies the others, and replays it after a fix', async () => {
    const userId = randomUUID();
    const [before, broken, after] = completions(userId, 3);
    let fixed = false;
    await start(async (em, event) => {
      if (event.id === broken.id && !fixed) {
        throw new Error('this completion cannot be applied');
      }
      await record(em, event);
    });
    // Another service consumes the same topic and applies all three.
    const elsewhere = async () => (await orm.em.fork().execute<{ event_id: string }[]>('select event_id from applied_elsewhere order by n')).map((r) => r.event_id);
    other = new EventConsumer({
      kafka,
      orm,
      groupId: `${groupId}.other`,
      topicPrefix: prefix,
      producer,
      log,
      handlers: { 'content.completed.v1': (em, event) => em.execute('insert into applied_elsewhere (event_id) values (?)', [event.id]).then(() => undefined) },
    });
    await other.start();
    await publish([before, broken, after]);

    await waitFor(async () => (await elsewhere()).length === 3, { timeoutMs: 60000, what: 'the other service to apply all three' });
    await waitFor(async () => (await appliedFor(userId)).length === 2 && (await caughtUp()) && (await deadLettered()) === 1, {
      timeoutMs: 60000,
      what: 'two applied and one dead-lettered',
    });
    expect(await appliedFor(userId)).toEqual([before.id, after.id]);
    const [dead] = await readTopic(kafka, dlqTopic(topic()), 1);
    expect(JSON.parse(dead.value!)).toMatchObject({ id: broken.id });
    expect(dead.headers['x-dlq-reason']).toBe('failed after 3 attempts: this completion cannot be applied');
    expect(dead.headers['x-consumer-group']).toBe(groupId);

    // The fix is deployed, long enough later that the other service's processed ids were pruned;
    // the operator replays the dead-lettered event, twice by mistake.
    await orm.em.fork().execute('delete from processed_event where consumer = ?', [`${groupId}.other`]);
    fixed = true;
    const replay = () =>
      run(process.execPath, [path.join(__dirname, '../../../../scripts/dlq-replay.mjs'), 'content.completed.v1', '--id', broken.id], {
        env: { ...process.env, KAFKA_BROKERS: infra.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix },
      });
    const { stdout } = await replay();
    expect(stdout).toContain(`replayed 1 event(s) from ${prefix}content.completed.v1.dlq to ${prefix}content.completed.v1`);
    expect(stdout).toContain(`${broken.id} for ${groupId}`);
    await replay();

    await waitFor(async () => (await appliedFor(userId)).length === 3 && (await caughtUp()), { timeoutMs: 30000, what: 'the replayed event applied' });
    expect(await appliedFor(userId)).toEqual([before.id, after.id, broken.id]);
    expect(await deadLettered()).toBe(1);
    // The other service has read the replays too, and left them alone.
    await waitFor(async () => (await consumerLag(admin, `${groupId}.other`, topic())) === 0, { timeoutMs: 30000, what: 'the other service to read the replays' });
    expect((await elsewhere()).sort()).toEqual([before.id, broken.id, after.id].sort());
  });

  it('refuses to replay an event that is not on the dead-letter topic', async () => {
    const missing = randomUUID();
    const failure = await run(process.execPath, [path.join(__dirname, '../../../../scripts/dlq-replay.mjs'), 'content.completed.v1', '--id', missing], {
      env: { ...process.env, KAFKA_BROKERS: infra.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    // (kafkajs may print a warning of Node's before it.)
    expect(failure?.stderr.trim().split('\n').at(-1)).toBe(`event ${missing} is not on ${prefix}content.completed.v1.dlq`);
  });
});
