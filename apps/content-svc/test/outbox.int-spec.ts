import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { allTopics } from '@kiin/contracts';
import { createKafka, ensureTopics, openDatabase, OutboxRelay, recordEvent } from '@kiin/service-kit';
import { createTestDatabase, infra, readTopic, type TestDatabase, testKafka, topicLength, uniqueToken, waitFor } from '@kiin/testing';
import type { Admin, Producer } from 'kafkajs';
import pino from 'pino';
import { database } from '../src/database';
import { contentLists } from './lists';
import { completionsService } from './services';

/** The outbox on the real database and broker: state and event commit together, or neither. */
describe('content outbox', () => {
  const kafka = testKafka();
  const log = pino({ level: 'silent' });
  let db: TestDatabase;
  let orm: MikroORM;
  let producer: Producer;
  let admin: Admin;
  let relay: OutboxRelay;
  let prefix: string;

  beforeAll(async () => {
    db = await createTestDatabase('content_outbox', database);
    orm = await openDatabase(db.url, database);
    prefix = `${uniqueToken()}.`;
    await ensureTopics(createKafka('test', infra.kafkaBrokers, log), allTopics().map((t) => prefix + t));
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    admin = kafka.admin();
    await admin.connect();
    relay = new OutboxRelay({ databaseUrl: db.url, producer, topicPrefix: prefix, log, pollIntervalMs: 60000 });
    await relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await producer.disconnect();
    await admin.disconnect();
    await orm.close();
    await db.drop();
  });

  const published = () => topicLength(admin, `${prefix}content.completed.v1`);
  const freeItems = async () => (await contentLists(orm).listFree(null)).filter((i) => !i.isPremium);

  it('publishes nothing when the transaction that wrote the change rolls back', async () => {
    const [rolledBack, committed] = await freeItems();
    const userId = randomUUID();

    await expect(
      orm.em.fork().transactional(async (em) => {
        await em.execute('insert into completion (user_id, content_id, completed_at) values (?, ?, now())', [userId, rolledBack.id]);
        recordEvent(em, 'content-svc', 'content.completed.v1', userId, {
          userId,
          contentId: rolledBack.id,
          contentType: rolledBack.type,
          completedAt: new Date().toISOString(),
        });
        await em.flush();
        throw new Error('something failed after the write');
      }),
    ).rejects.toThrow('something failed after the write');

    // A committed completion goes through the same relay; woken by NOTIFY, not by the (60 s) poll.
    const actor = { userId, isPremium: false, userType: null, roles: [] };
    const result = await completionsService(orm).complete(actor, committed.id);
    expect(result.firstTime).toBe(true);
    await waitFor(async () => (await published()) === 1, { timeoutMs: 10000, what: 'the committed event on the topic' });

    const [message] = await readTopic(kafka, `${prefix}content.completed.v1`, 1);
    expect(JSON.parse(message.value!).payload).toMatchObject({ userId, contentId: committed.id });
    expect(await published()).toBe(1);
    const completions = await completionsService(orm).completions(actor);
    expect(completions.map((c) => c.contentId)).toEqual([committed.id]);
    const outbox = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from outbox');
    expect(Number(outbox[0].n)).toBe(1);
  });

  it('records a second completion of the same item as nothing new', async () => {
    const [item] = await freeItems();
    const actor = { userId: randomUUID(), isPremium: false, userType: null, roles: [] };
    const service = completionsService(orm);
    const before = await published();
    expect((await service.complete(actor, item.id)).firstTime).toBe(true);
    expect((await service.complete(actor, item.id)).firstTime).toBe(false);
    const unsent = async () =>
      Number((await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from outbox where sent_at is null'))[0].n);
    // The relay marks a row sent just after the broker has it.
    await waitFor(async () => (await published()) === before + 1 && (await unsent()) === 0, { what: 'one event, marked sent' });
    expect(await published()).toBe(before + 1);
  });
});
