import { randomUUID } from 'node:crypto';
import { createTestDatabase, infra, type TestDatabase, testKafka, uniqueToken, waitFor } from '@kiin/testing';
import type { Consumer, Producer } from 'kafkajs';
import { Client } from 'pg';
import pino from 'pino';
import { createKafka, ensureTopics } from '../kafka/kafka';
import { OUTBOX_LEADER_LOCK, OUTBOX_RELAY_APPLICATION, OutboxRelay } from './outbox-relay';

/**
 * Two replicas of one service share one outbox. Only one relay publishes at a time, so each
 * key's events reach the broker in the order they were committed, also when the publishing
 * replica dies half-way through.
 */
describe('outbox relay with two replicas', () => {
  const kafka = testKafka();
  const log = pino({ level: 'silent' });
  let db: TestDatabase;
  let pg: Client;
  let prefix: string;
  let producers: Producer[] = [];
  let relays: OutboxRelay[] = [];
  let reader: Consumer | undefined;

  beforeEach(async () => {
    db = await createTestDatabase('outbox_relay', { entities: [], migrations: [] });
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    prefix = `${uniqueToken()}.`;
    await ensureTopics(createKafka('test', infra.kafkaBrokers, log), [`${prefix}content.completed.v1`]);
  });

  afterEach(async () => {
    await reader?.disconnect();
    await Promise.all(relays.map((r) => r.stop()));
    await Promise.all(producers.map((p) => p.disconnect()));
    relays = [];
    producers = [];
    await pg.end();
    await db.drop();
  });

  const replica = async () => {
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    producers.push(producer);
    const relay = new OutboxRelay({ databaseUrl: db.url, producer, topicPrefix: prefix, log, pollIntervalMs: 200, leaderRetryMs: 200, batchSize: 50 });
    relays.push(relay);
    await relay.start();
    return relay;
  };

  /** Everything that arrives on the topic, in arrival order. */
  const read = async () => {
    const arrived: { key: string; id: string }[] = [];
    reader = kafka.consumer({ groupId: `reader-${prefix}`, maxWaitTimeInMs: 100 });
    await reader.connect();
    await reader.subscribe({ topic: `${prefix}content.completed.v1`, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        const envelope = JSON.parse(message.value!.toString()) as { id: string; key: string };
        arrived.push({ key: message.key!.toString(), id: envelope.id });
      },
    });
    return arrived;
  };

  /** Commits `perKey` events for each key, one transaction at a time, ten events per transaction. */
  const write = async (keys: string[], perKey: number, committed: Map<string, string[]>) => {
    for (let round = 0; round < perKey; round++) {
      await pg.query('begin');
      for (const key of keys) {
        const id = randomUUID();
        const envelope = {
          id,
          type: 'content.completed.v1',
          occurredAt: new Date().toISOString(),
          producer: 'test',
          correlationId: randomUUID(),
          causationId: null,
          key,
          payload: { userId: key, contentId: randomUUID(), contentType: 'article', completedAt: new Date().toISOString() },
        };
        await pg.query('insert into outbox (id, topic, key, envelope) values ($1, $2, $3, $4)', [id, 'content.completed.v1', key, envelope]);
        committed.get(key)!.push(id);
      }
      await pg.query('commit');
    }
  };

  /** Backends holding this database's relay lock (other databases' relays hold their own). */
  const leaderPid = async () => {
    const { rows } = await pg.query<{ pid: number }>(
      `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and l.objid = (hashtext($1)::bigint & 4294967295)::oid
         and l.database = (select oid from pg_database where datname = current_database())
         and a.application_name = $2`,
      [OUTBOX_LEADER_LOCK, OUTBOX_RELAY_APPLICATION],
    );
    return rows.map((r) => r.pid);
  };

  it('publishes 1,000 events over 10 keys in commit order per key, none lost, when the leader dies mid-way', async () => {
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const committed = new Map(keys.map((k) => [k, [] as string[]]));
    const arrived = await read();
    const [first, second] = [await replica(), await replica()];
    // One holds the lock; the other waits.
    expect([first.isLeader, second.isLeader].filter(Boolean)).toHaveLength(1);
    const holders = await leaderPid();
    expect(holders).toHaveLength(1);
    const [leaderBefore] = holders;

    const writing = write(keys, 100, committed);
    await waitFor(async () => new Set(arrived.map((a) => a.id)).size >= 300, { timeoutMs: 30000, what: '300 events published' });
    // The leader's connection dies (as when its process or its network goes away).
    await pg.query('select pg_terminate_backend($1)', [leaderBefore]);
    await writing;

    await waitFor(async () => new Set(arrived.map((a) => a.id)).size === 1000, { timeoutMs: 60000, what: 'all 1,000 events published' });
    const leadersAfter = await leaderPid();
    expect(leadersAfter).toHaveLength(1);
    expect(leadersAfter[0]).not.toBe(leaderBefore);

    // A re-send after the crash may repeat an event; consumers drop repeats by id. What each key's
    // consumer applies (first arrival of each id) is exactly the commit order.
    for (const key of keys) {
      const applied: string[] = [];
      for (const a of arrived) if (a.key === key && !applied.includes(a.id)) applied.push(a.id);
      expect(applied).toEqual(committed.get(key));
    }
    // The relay marks a batch sent once Kafka has it, so the last marks may follow the arrivals.
    const unsent = async () => Number((await pg.query<{ n: string }>('select count(*) as n from outbox where sent_at is null')).rows[0].n);
    await waitFor(async () => (await unsent()) === 0, { timeoutMs: 30000, what: 'every outbox row marked sent' });
  });

  it('hands over within seconds when the leader stops, and the waiting replica publishes what follows', async () => {
    const keys = [randomUUID()];
    const committed = new Map(keys.map((k) => [k, [] as string[]]));
    const arrived = await read();
    const [first, second] = [await replica(), await replica()];
    const [leader, follower] = first.isLeader ? [first, second] : [second, first];
    await leader.stop();
    await waitFor(async () => follower.isLeader, { timeoutMs: 5000, what: 'the waiting replica to take over' });
    await write(keys, 5, committed);
    await waitFor(async () => arrived.length === 5, { timeoutMs: 10000, what: 'five events published' });
    expect(arrived.map((a) => a.id)).toEqual(committed.get(keys[0]));
  });
});
