import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { allTopics } from '@kiin/contracts';
import { createKafka, ensureTopics, EventConsumer, openDatabase } from '@kiin/service-kit';
import { consumerLag, createTestDatabase, infra, makeEnvelope, type TestDatabase, testKafka, uniqueToken, waitFor } from '@kiin/testing';
import type { Admin, Producer } from 'kafkajs';
import pino from 'pino';
import { database } from '../src/database';
import type { UsersService } from '../src/users/users.service';
import { usersService } from './services';

/** identity's copy of a member's points total, fed by `points.awarded.v1` on the real broker. */
describe('points total projection', () => {
  const kafka = testKafka();
  const log = pino({ level: 'silent' });
  let db: TestDatabase;
  let orm: MikroORM;
  let users: UsersService;
  let producer: Producer;
  let admin: Admin;
  let consumer: EventConsumer;
  let prefix: string;
  let groupId: string;

  beforeAll(async () => {
    db = await createTestDatabase('identity_points', database);
    orm = await openDatabase(db.url, database);
    users = usersService(orm);
    const token = uniqueToken();
    prefix = `${token}.`;
    groupId = `identity-svc.${token}`;
    await ensureTopics(createKafka('test', infra.kafkaBrokers, log), allTopics().map((t) => prefix + t));
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    admin = kafka.admin();
    await admin.connect();
    consumer = new EventConsumer({
      kafka,
      orm,
      groupId,
      topicPrefix: prefix,
      producer,
      log,
      handlers: { 'points.awarded.v1': (em, event) => users.onPointsAwarded(em, event) },
    });
    // A new group reads its topics from the beginning: nothing sent below is missed.
    await consumer.start();
  });

  afterAll(async () => {
    await consumer.stop();
    await producer.disconnect();
    await admin.disconnect();
    await orm.close();
    await db.drop();
  });

  const award = (userId: string, totalPoints: number) =>
    makeEnvelope('points.awarded.v1', userId, { userId, awardId: randomUUID(), points: 10, reason: 'content.completed', totalPoints });

  it('keeps the higher total when an older award arrives after a newer one', async () => {
    const email = `${uniqueToken()}@kiin.test`;
    const { id } = await users.signUp({ email, password: 'correct horse battery', firstName: 'Robin', lastName: 'Carer' });
    const topic = `${prefix}points.awarded.v1`;
    // The award that brought the total to 20 is delivered before the one that brought it to 10.
    await producer.send({ topic, acks: -1, messages: [award(id, 20), award(id, 10)].map((e) => ({ key: id, value: JSON.stringify(e) })) });
    await waitFor(async () => (await consumerLag(admin, groupId, topic)) === 0, { timeoutMs: 30000, what: 'both awards consumed' });

    const points = async () =>
      (await orm.em.fork().execute<{ points: number }[]>('select points from app_user where id = ?', [id]))[0].points;
    expect(await points()).toBe(20);

    await producer.send({ topic, acks: -1, messages: [{ key: id, value: JSON.stringify(award(id, 30)) }] });
    await waitFor(async () => (await points()) === 30, { timeoutMs: 30000, what: 'the next award to raise the total' });
  });
});
