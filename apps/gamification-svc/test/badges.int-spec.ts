import { randomUUID } from 'node:crypto';
import { allTopics, type Envelope, type EventMap, type EventType } from '@kiin/contracts';
import { createKafka, ensureTopics } from '@kiin/service-kit';
import {
  createTestDatabase,
  freePort,
  infra,
  makeEnvelope,
  startServiceProcess,
  type ServiceProcess,
  type TestDatabase,
  testKafka,
  uniqueToken,
  waitFor,
  waitForReady,
} from '@kiin/testing';
import type { Producer } from 'kafkajs';
import { Client } from 'pg';
import pino from 'pino';
import { database } from '../src/database';

/**
 * Points and badges on the real broker and database: gamification-svc runs as its own process
 * with its own database, topics and consumer group.
 */
describe('points and badges', () => {
  const kafka = testKafka();
  let producer: Producer;
  let db: TestDatabase;
  let pg: Client;
  let prefix: string;
  let proc: ServiceProcess | undefined;

  beforeAll(async () => {
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
  });

  afterAll(async () => {
    await producer.disconnect();
  });

  beforeEach(async () => {
    const token = uniqueToken();
    prefix = `${token}.`;
    // A copy of the run's migrated and seeded template (what `migrate` leaves), not a migration each.
    db = await createTestDatabase('gamification', database);
    const httpPort = await freePort();
    const env = {
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
    proc = startServiceProcess('gamification-svc', env);
    await waitForReady(httpPort, proc);
  });

  afterEach(async () => {
    await proc?.kill('SIGKILL');
    await pg.end();
    await db.drop();
  });

  const publish = async (events: Envelope[]) => {
    for (const event of events) {
      await producer.send({ topic: prefix + event.type, acks: -1, messages: [{ key: event.key, value: JSON.stringify(event) }] });
    }
  };
  const event = <T extends EventType>(type: T, key: string, payload: EventMap[T], occurredAt?: string) => {
    const envelope = makeEnvelope(type, key, payload);
    return occurredAt ? { ...envelope, occurredAt } : envelope;
  };
  const processed = async () => Number((await pg.query<{ n: string }>('select count(*) as n from processed_event')).rows[0].n);
  const total = async (userId: string) =>
    (await pg.query<{ total: number }>('select total from user_points where user_id = $1', [userId])).rows[0]?.total ?? 0;
  const badgesOf = async (userId: string) =>
    (await pg.query<{ badge_id: string }>('select badge_id from user_badge where user_id = $1 order by earned_at', [userId])).rows.map((r) => r.badge_id);
  const outbox = async (topic: string, userId: string) =>
    (await pg.query<{ payload: { badgeId?: string } }>("select envelope->'payload' as payload from outbox where topic = $1 and envelope->'payload'->>'userId' = $2 order by seq", [topic, userId])).rows;
  const completion = (userId: string) =>
    event('content.completed.v1', userId, { userId, contentId: randomUUID(), contentType: 'article', completedAt: new Date().toISOString() });

  it('a completion that crosses a threshold earns that badge once, announced once, even when everything is delivered again', async () => {
    const userId = randomUUID();
    const events = [
      event('user.registered.v1', userId, { userId, userType: null, registeredAt: new Date().toISOString() }),
      completion(userId),
      completion(userId), // 5 + 10 + 10 = 25: Knowledge Seeker
    ];
    await publish(events);
    await waitFor(async () => (await processed()) === 3, { what: 'three events applied' });
    expect(await total(userId)).toBe(25);
    expect(await badgesOf(userId)).toEqual(['knowledge-seeker']);

    await publish(events);
    await publish([completion(userId)]);
    await waitFor(async () => (await total(userId)) === 35, { what: 'the fourth completion' });
    expect(await badgesOf(userId)).toEqual(['knowledge-seeker']);
    const announced = await outbox('badge.earned.v1', userId);
    expect(announced.map((r) => r.payload.badgeId)).toEqual(['knowledge-seeker']);
    // The badge row belongs to the award that crossed the threshold.
    const { rows } = await pg.query<{ source_event_id: string }>(
      'select a.source_event_id from user_badge b join points_award a on a.id = b.award_id where b.user_id = $1',
      [userId],
    );
    expect(rows.map((r) => r.source_event_id)).toEqual([events[2].id]);
  });

  it('comments earn points up to the daily cap; the next day earns again', async () => {
    const userId = randomUUID();
    const discussionId = randomUUID();
    const day1 = '2026-11-20T01:00:00.000Z';
    const day2 = '2026-11-21T01:00:00.000Z';
    const comment = (at: string) => event('comment.created.v1', userId, { userId, discussionId, commentId: randomUUID() }, at);
    await publish([...Array.from({ length: 12 }, () => comment(day1)), comment(day2)]);
    await waitFor(async () => (await processed()) === 13, { what: 'thirteen comments applied' });
    expect(await total(userId)).toBe(11 * 2);
    expect(await outbox('points.awarded.v1', userId)).toHaveLength(11);
  });

  it('a kiinbox question earns 5 points once when its answer is published, and nothing when it is not', async () => {
    const userId = randomUUID();
    const answered = (questionId: string, published: boolean) =>
      event('kiinbox.question-answered.v1', userId, { userId, questionId, published, inSession: false, answeredAt: new Date().toISOString() });
    const published = answered(randomUUID(), true);
    await publish([published, published, { ...published, id: randomUUID() }, answered(randomUUID(), false)]);
    await waitFor(async () => (await processed()) === 3, { what: 'the answers applied' });
    expect(await total(userId)).toBe(5);
    expect(await outbox('points.awarded.v1', userId)).toHaveLength(1);
  });

  it('a hidden post loses its points, and a late or repeated creation earns nothing for it', async () => {
    const userId = randomUUID();
    const discussionId = randomUUID();
    const created = event('discussion.created.v1', userId, { userId, discussionId, isPremiumOnly: false });
    const hidden = event('post.hidden.v1', discussionId, { postId: discussionId, postType: 'discussion', authorId: userId, hiddenAt: new Date().toISOString() });
    await publish([created]);
    await waitFor(async () => (await total(userId)) === 5, { what: 'the discussion points' });
    await publish([hidden, hidden, created]);
    await waitFor(async () => (await processed()) === 2, { what: 'the hiding applied' });
    expect(await total(userId)).toBe(0);

    // Hidden before its creation arrives: it never earns.
    const otherId = randomUUID();
    await publish([
      event('post.hidden.v1', otherId, { postId: otherId, postType: 'comment', authorId: userId, hiddenAt: new Date().toISOString() }),
      event('comment.created.v1', userId, { userId, discussionId, commentId: otherId }),
      completion(userId),
    ]);
    await waitFor(async () => (await processed()) === 5, { what: 'the late comment and a completion' });
    expect(await total(userId)).toBe(10);
  });
});
