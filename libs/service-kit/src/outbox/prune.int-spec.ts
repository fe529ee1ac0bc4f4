import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase, waitFor } from '@kiin/testing';
import pino from 'pino';
import { openDatabase } from '../database/database';
import { BackbonePruner, backboneRetentionEnv, pruneBackbone } from './prune';

/** Sent outbox rows and processed-event ids do not grow forever; unsent rows are never lost. */
describe('backbone pruning', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeEach(async () => {
    db = await createTestDatabase('backbone_prune', { entities: [], migrations: [] });
    orm = await openDatabase(db.url, { entities: [], migrations: [] });
    await orm.getMigrator().up();
  });

  afterEach(async () => {
    await orm.close(true);
    await db.drop();
  });

  const sql = (query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<Record<string, unknown>[]>(query, params);
  /** An outbox row written `ageDays` ago, sent then or never. */
  const outboxRow = async (ageDays: number, sent: boolean) => {
    const id = randomUUID();
    await sql(
      `insert into outbox (id, topic, key, envelope, created_at, sent_at)
       values (?, 'content.completed.v1', 'k', '{}', now() - make_interval(days => ?), ${sent ? 'now() - make_interval(days => ?)' : 'null'})`,
      sent ? [id, ageDays, ageDays] : [id, ageDays],
    );
    return id;
  };
  const processed = async (ageDays: number) => {
    const id = randomUUID();
    await sql("insert into processed_event (consumer, event_id, processed_at) values ('svc', ?, now() - make_interval(days => ?))", [id, ageDays]);
    return id;
  };
  const outboxIds = async () => (await sql('select id from outbox order by seq')).map((r) => r.id);
  const processedIds = async () => (await sql('select event_id from processed_event order by processed_at')).map((r) => r.event_id);

  it('deletes sent outbox rows after 7 days and processed-event ids after 30 by default, and keeps unsent rows', async () => {
    const oldSent = await outboxRow(8, true);
    const recentSent = await outboxRow(6, true);
    const oldUnsent = await outboxRow(40, false);
    const oldProcessed = await processed(31);
    const recentProcessed = await processed(29);

    const defaults = backboneRetentionEnv.parse({});
    expect(defaults).toEqual({ OUTBOX_RETENTION_DAYS: 7, PROCESSED_EVENT_RETENTION_DAYS: 30, BACKBONE_PRUNE_INTERVAL_MS: 3_600_000 });
    expect(await pruneBackbone(orm, defaults)).toEqual({ outbox: 1, processedEvents: 1 });

    expect(await outboxIds()).toEqual([recentSent, oldUnsent]);
    expect(await processedIds()).toEqual([recentProcessed]);
    expect(await outboxIds()).not.toContain(oldSent);
    expect(await processedIds()).not.toContain(oldProcessed);
  });

  it('prunes on its own schedule with the configured retention, in batches beyond one statement', async () => {
    for (let i = 0; i < 12; i++) await processed(3);
    await sql(
      `insert into outbox (id, topic, key, envelope, sent_at)
       select gen_random_uuid(), 'content.completed.v1', 'k', '{}', now() - interval '2 days' from generate_series(1, 6000)`,
    );
    const kept = await outboxRow(0, true);
    const retention = backboneRetentionEnv.parse({ OUTBOX_RETENTION_DAYS: '1', PROCESSED_EVENT_RETENTION_DAYS: '2', BACKBONE_PRUNE_INTERVAL_MS: '1000' });
    const pruner = new BackbonePruner(orm, retention, pino({ level: 'silent' }));
    pruner.start();
    try {
      await waitFor(async () => (await outboxIds()).length === 1 && (await processedIds()).length === 0, { timeoutMs: 10000, what: 'the periodic prune' });
    } finally {
      await pruner.stop();
    }
    expect(await outboxIds()).toEqual([kept]);
  });
});
