import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, dlqTopic, ErrorCode } from '@kiin/contracts';
import { consumerLag, createTestDatabase, infra, makeEnvelope, type TestDatabase, testKafka, uniqueToken, waitFor } from '@kiin/testing';
import type { Admin, Producer } from 'kafkajs';
import pino from 'pino';
import { openDatabase } from '../database/database';
import { EventConsumer } from '../events/event-consumer';
import { createKafka, ensureTopics } from '../kafka/kafka';
import { DomainError } from '../rpc/domain-error';
import { ErasedMemberGuard } from './erased-member.guard';
import { recordErasure } from './erased-members';
import { sweepErasedMembers } from './erasure-sweep';

/**
 * A write that races an account's deletion, on the real database and broker: an event about
 * the member that lands after the erasure changes nothing, a call made for them is refused,
 * and a row that slipped in anyway is erased by the sweep. The tombstone never holds the id.
 */
describe('what arrives for a member after their account is erased', () => {
  const kafka = testKafka();
  const log = pino({ level: 'silent' });
  let db: TestDatabase;
  let orm: MikroORM;
  let producer: Producer;
  let admin: Admin;
  let consumer: EventConsumer;
  let prefix: string;
  let groupId: string;

  const savedFor = async (userId: string) =>
    (await orm.em.fork().execute<{ what: string }[]>('select what from saved where user_id = ? order by what', [userId])).map((r) => r.what);
  const tombstones = async () => JSON.stringify(await orm.em.fork().execute('select * from erased_member'));

  beforeAll(async () => {
    db = await createTestDatabase('erased_members', { entities: [], migrations: [] });
    orm = await openDatabase(db.url, { entities: [], migrations: [] });
    await orm.getMigrator().up();
    await orm.em.getConnection().execute('create table saved (n bigserial primary key, user_id uuid not null, what text not null)');
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    admin = kafka.admin();
    await admin.connect();

    const token = uniqueToken();
    prefix = `${token}.`;
    groupId = `test-svc.${token}`;
    const topics = ['user.deleted.v1', 'condition.saved.v1'];
    await ensureTopics(createKafka('test', infra.kafkaBrokers, log), topics.flatMap((t) => [prefix + t, dlqTopic(prefix + t)]));
    consumer = new EventConsumer({
      kafka,
      orm,
      groupId,
      topicPrefix: prefix,
      producer,
      log,
      handlers: {
        // As a service erases a member: everything of theirs goes.
        'user.deleted.v1': async (em, event) => {
          await em.execute('delete from saved where user_id = ?', [event.payload.userId]);
        },
        // As the coach learns of a member's condition from content-svc.
        'condition.saved.v1': async (em, event) => {
          await em.execute('insert into saved (user_id, what) values (?, ?)', [event.payload.userId, event.payload.conditionId]);
        },
      },
    });
    await consumer.start();
  });

  afterAll(async () => {
    await consumer.stop();
    await producer.disconnect();
    await admin.disconnect();
    await orm.close(true);
    await db.drop();
  });

  const publish = async <T extends 'user.deleted.v1' | 'condition.saved.v1'>(event: ReturnType<typeof makeEnvelope<T>>) => {
    await producer.send({ topic: prefix + event.type, acks: -1, messages: [{ key: event.key, value: JSON.stringify(event) }] });
    await waitFor(async () => (await consumerLag(admin, groupId, prefix + event.type)) === 0, { what: `${event.type} applied`, timeoutMs: 60_000 });
  };
  const deletion = (userId: string, keepPosts = false) =>
    makeEnvelope('user.deleted.v1', userId, { userId, keepPosts, deletedAt: new Date().toISOString() });
  const saved = (userId: string, conditionId = randomUUID()) => makeEnvelope('condition.saved.v1', userId, { userId, conditionId });

  it('applies nothing of an event about a member that lands after their deletion, and keeps no id in the tombstone', async () => {
    const [gone, stays] = [randomUUID(), randomUUID()];
    await publish(saved(gone, '00000000-0000-4000-8000-000000000001'));
    await publish(deletion(gone));
    expect(await savedFor(gone)).toEqual([]);

    // In flight on another topic when the deletion was applied.
    await publish(saved(gone, '00000000-0000-4000-8000-000000000002'));
    await publish(saved(stays, '00000000-0000-4000-8000-000000000003'));

    expect(await savedFor(gone)).toEqual([]);
    expect(await savedFor(stays)).toEqual(['00000000-0000-4000-8000-000000000003']);
    expect(await tombstones()).not.toContain(gone);
    expect(await tombstones()).toContain('"keep_posts":false');
  });

  it('refuses a call made for a deleted member, and lets others and visitors through', async () => {
    const [gone, stays] = [randomUUID(), randomUUID()];
    await publish(deletion(gone));
    const guard = new ErasedMemberGuard(orm);
    const callFor = (actor: Actor | null) => ({ switchToRpc: () => ({ getData: () => ({ actor, data: {} }) }) }) as unknown as ExecutionContext;
    const member = (userId: string): Actor => ({ userId, isPremium: true, userType: 'carer', roles: [] });

    const refused = await guard.canActivate(callFor(member(gone))).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe(ErrorCode.AuthRequired);
    expect(await guard.canActivate(callFor(member(stays)))).toBe(true);
    expect(await guard.canActivate(callFor(null))).toBe(true);
  });

  it("erases again, with the member's own choice, a row written after the erasure, and forgets tombstones past retention", async () => {
    const [gone, stays, longGone] = [randomUUID(), randomUUID(), randomUUID()];
    await orm.em.fork().transactional(async (em) => {
      await recordErasure(em, gone, true);
      await recordErasure(em, longGone, false);
    });
    await orm.em.fork().execute(`update erased_member set erased_at = now() - interval '31 days' where keep_posts = false and erased_at > now() - interval '1 minute'`);
    // Committed by a call that passed its checks before the deletion was applied.
    await orm.em.fork().execute("insert into saved (user_id, what) values (?, 'slipped in'), (?, 'kept')", [gone, stays]);

    const erased: [string, boolean][] = [];
    const swept = await sweepErasedMembers(
      orm,
      async (em, userId, keepPosts) => {
        erased.push([userId, keepPosts]);
        await em.execute('delete from saved where user_id = ?', [userId]);
      },
      { ERASURE_SWEEP_WINDOW_HOURS: 24, PROCESSED_EVENT_RETENTION_DAYS: 30 },
    );

    expect(erased).toEqual([[gone, true]]);
    expect(swept.erased).toBe(1);
    expect(swept.forgotten).toBeGreaterThanOrEqual(1);
    expect(await savedFor(gone)).toEqual([]);
    expect(await savedFor(stays)).toEqual(['kept']);
    // Swept again: nothing left to erase.
    expect((await sweepErasedMembers(orm, async () => undefined, { ERASURE_SWEEP_WINDOW_HOURS: 24, PROCESSED_EVENT_RETENTION_DAYS: 30 })).erased).toBe(0);
  });
});
