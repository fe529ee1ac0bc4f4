import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { JobMap, JobName } from '@kiin/contracts';
import { redisConnection } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { Queue, QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { workerEnvSchema } from '../src/config';
import { database } from '../src/database';
import { reminderJobIds } from '../src/kliinics/ics';
import { BillingWorkerModule } from '../src/worker.module';

/**
 * billing's worker process as it runs (its Nest module, its BullMQ worker on the real Redis,
 * billing's real database and the local payment provider): jobs are added the way the service
 * and `npm run admin` add them, and their results read back.
 */
describe("billing's worker", () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let pg: Client;
  const prefix = `kiin-test-billing-worker-${randomUUID().slice(0, 8)}`;
  const connection = redisConnection(process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const billing = new Queue('billing', { connection, prefix });
  const email = new Queue('email', { connection, prefix });
  const events = new QueueEvents('billing', { connection, prefix });

  const run = async <J extends JobName>(name: J, data: JobMap[J]) => {
    const job = await billing.add(name, data, { jobId: `${name.replace(/\./g, '-')}-${randomUUID()}` });
    return job.waitUntilFinished(events, 60_000) as Promise<unknown>;
  };

  beforeAll(async () => {
    db = await createTestDatabase('billing_worker', database);
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    const env = workerEnvSchema.parse({
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      REDIS_URL: process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379',
      BULLMQ_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      STRIPE_WEBHOOK_SECRET: `whsec_${randomUUID().replace(/-/g, '')}`,
      // Nothing listens here: this test reads state, not deliveries.
      PAYMENTS_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/stripe',
    });
    await events.waitUntilReady();
    app = await NestFactory.createApplicationContext(BillingWorkerModule.forRoot(env), { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await events.close();
    for (const q of [billing, email]) {
      await q.obliterate({ force: true });
      await q.close();
    }
    await pg.end();
    await db.drop();
  });

  it('schedules the reconciliation every 15 minutes, and runs it on demand', async () => {
    const schedulers = await billing.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'billing-reconcile', name: 'billing.reconcile', every: 15 * 60_000 })]);
    expect(await run('billing.reconcile', {})).toEqual({ checked: 0, repaired: 0 });
  });

  it('sends a due reminder only while the seat is held at that time, and moves reminders with their session', async () => {
    const { rows } = await pg.query<{ id: string; starts_at: Date }>(`select id, starts_at from kliinic_session where starts_at > now() + interval '2 days' order by starts_at limit 1`);
    const session = rows[0];
    const bookingId = randomUUID();
    const userId = randomUUID();
    await pg.query(`insert into kliinic_booking (id, session_id, user_id, source) values ($1, $2, $3, 'membership')`, [bookingId, session.id, userId]);
    const due = { bookingId, startsAt: new Date(session.starts_at).toISOString(), hoursBefore: 1 as const };
    expect(await run('kliinic.reminder', due)).toBe('sent');
    const mails = (await email.getJobs(['waiting', 'delayed', 'completed', 'active'])).map((j) => j.data as JobMap['email.send']);
    expect(mails).toEqual([expect.objectContaining({ toUserId: userId, template: 'billing.kliinic-reminder' })]);

    // Staff move it: the reminders follow; one made for the old time sends nothing.
    const moved = new Date(new Date(session.starts_at).getTime() + 7 * 86_400_000);
    await pg.query('update kliinic_session set starts_at = $1 where id = $2', [moved, session.id]);
    expect(await run('kliinic.session-changed', { sessionId: session.id })).toBe(1);
    const hour = await billing.getJob(reminderJobIds(bookingId).hourBefore);
    expect(hour?.data).toEqual({ bookingId, startsAt: moved.toISOString(), hoursBefore: 1 });
    expect(await hour?.getState()).toBe('delayed');
    expect(await run('kliinic.reminder', due)).toBe('skipped');

    // The session is cancelled: its reminders go.
    await pg.query('update kliinic_session set cancelled_at = now() where id = $1', [session.id]);
    await run('kliinic.session-changed', { sessionId: session.id });
    expect(await billing.getJob(reminderJobIds(bookingId).dayBefore)).toBeUndefined();
  });

  it('moves the local test clock forward', async () => {
    const before = Date.now();
    const { frozenTime } = (await run('billing.advance-test-clock', { days: 2 })) as { frozenTime: string };
    expect(Date.parse(frozenTime)).toBeGreaterThanOrEqual(before + 2 * 86_400_000 - 1000);
  });
});
