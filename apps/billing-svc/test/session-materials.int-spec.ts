import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { allTopics, type JobMap, type TopicMaterial } from '@kiin/contracts';
import { createKafka, ensureTopics, openDatabase, recordEvent, redisConnection, renderMailJob } from '@kiin/service-kit';
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
import { Queue } from 'bullmq';
import type { Producer } from 'kafkajs';
import { Client } from 'pg';
import pino from 'pino';
import { database } from '../src/database';
import { seedProgramme } from '../src/kliinics/kliinics.seed';
import { mailJobIds } from '../src/notifications/notifications.service';

const origin = 'https://kiin.example';

interface SessionRow {
  id: string;
  title: string;
  materials: TopicMaterial[] | null;
  topic_event_id: string | null;
}

/**
 * What to read before a kliinic, across two real services: billing announces each session's
 * words on Kafka through its outbox, content-svc answers with the library's best matches, billing
 * keeps them with the session, and the mails it queues for a booking list them. Both services run
 * as their own processes, with their own databases, topics and consumer groups.
 */
describe('reading suggested before a kliinic, from the library to the booking mail', () => {
  const token = uniqueToken();
  const prefix = `${token}.`;
  const bullPrefix = `kiin-test-materials-${token}`;
  const emailQueue = new Queue('email', { connection: redisConnection(infra.redisUrl), prefix: bullPrefix });
  let billingDb: TestDatabase;
  let contentDb: TestDatabase;
  let orm: MikroORM;
  let pg: Client;
  let producer: Producer;
  const procs: ServiceProcess[] = [];

  const sessions = async () => (await pg.query<SessionRow>('select id, title, materials, topic_event_id from kliinic_session order by starts_at')).rows;
  const session = async (id: string) => (await sessions()).find((s) => s.id === id)!;
  const start = async (name: string, databaseUrl: string, env: Record<string, string> = {}) => {
    const httpPort = await freePort();
    const proc = startServiceProcess(name, {
      TCP_PORT: String(await freePort()),
      HTTP_PORT: String(httpPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: infra.redisUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      KAFKA_TOPIC_PREFIX: prefix,
      KAFKA_GROUP_SUFFIX: `.${token}`,
      ...env,
    });
    procs.push(proc);
    await waitForReady(httpPort, proc);
  };
  const admin = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve(__dirname, '../../../scripts/admin.mjs'), 'kliinic', ...args], {
      env: { ...process.env, DATABASE_URL: billingDb.url },
      encoding: 'utf8',
    });

  beforeAll(async () => {
    // Billing's migrated and seeded database holds the programme, each session announced in its outbox.
    [billingDb, contentDb] = await Promise.all([createTestDatabase('billing_materials', database), createTestDatabase('billing_materials_content')]);
    const migrate = startServiceProcess('content-svc', { DATABASE_URL: contentDb.url }, 'migrate');
    await new Promise((resolve) => migrate.child.once('exit', resolve));
    if (migrate.child.exitCode !== 0) throw new Error(`content-svc migration failed: ${migrate.output()}`);
    await ensureTopics(createKafka('test', infra.kafkaBrokers, pino({ level: 'silent' })), allTopics().map((t) => prefix + t));
    pg = new Client({ connectionString: billingDb.url });
    await pg.connect();
    orm = await openDatabase(billingDb.url, database);
    producer = testKafka().producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    await start('content-svc', contentDb.url);
    await start('billing-svc', billingDb.url, {
      BULLMQ_PREFIX: bullPrefix,
      PUBLIC_ORIGIN: origin,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomUUID().replace(/-/g, '')}`,
      // Nothing listens here: no payment is made in this file.
      PAYMENTS_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/stripe',
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill('SIGKILL')));
    await emailQueue.obliterate({ force: true });
    await emailQueue.close();
    await producer?.disconnect();
    await orm?.close();
    await pg?.end();
    await Promise.all([billingDb?.drop(), contentDb?.drop()]);
  });

  it("gives each session of a fresh programme the library's reading for its topic, as links to the items", async () => {
    await waitFor(async () => (await sessions()).every((s) => s.materials !== null), { what: 'reading for every seeded session', timeoutMs: 60_000 });
    const programme = await sessions();
    expect(programme.map((s) => s.title)).toEqual(seedProgramme.map((p) => p.title));
    const medicines = programme.find((s) => s.title === 'Managing Medications and Appointments')!;
    expect(medicines.materials!.length).toBeGreaterThan(0);
    expect(medicines.materials!.length).toBeLessThanOrEqual(3);
    expect(medicines.materials!.map((m) => m.title)).toEqual(expect.arrayContaining([expect.stringMatching(/medicine|medication|appointment|prescription|pbs/i)]));
    for (const item of programme.flatMap((s) => s.materials!)) expect(item.path).toBe(`/content/${item.type}/${item.id}`);
  });

  it('lists the reading under "Before the session" in the booking confirmation, linked on the site', async () => {
    const [first] = await sessions();
    const bookingId = randomUUID();
    const userId = randomUUID();
    // A seat as billing books one: the booking and its event commit together.
    await orm.em.fork().transactional(async (em) => {
      await em.execute(`insert into kliinic_booking (id, session_id, user_id, source) values (?, ?, ?, 'membership')`, [bookingId, first.id, userId]);
      recordEvent(em, 'billing-svc', 'kliinic.booked.v1', userId, { userId, sessionId: first.id, bookingId });
    });

    const job = await waitFor(() => emailQueue.getJob(mailJobIds.booked(bookingId)), { what: 'the booking confirmation mail job', timeoutMs: 30_000 });
    const mail = job.data as JobMap['email.send'];
    expect(mail).toMatchObject({ toUserId: userId, template: 'billing.kliinic-booked' });
    expect((mail.data as { materials: unknown }).materials).toEqual(first.materials!.map((m) => ({ title: m.title, type: m.type, url: `${origin}${m.path}` })));

    const rendered = renderMailJob(mail);
    const [item] = first.materials!;
    expect(rendered.text).toContain(`From the Kiin library:\n- ${item.title} (`);
    expect(rendered.text).toContain(`  ${origin}/content/${item.type}/${item.id}\n`);
    expect(rendered.html).toContain(`<a href="${origin}/content/${item.type}/${item.id}"`);
  });

  it("follows staff's new words for a session, and keeps no answer to words since changed", async () => {
    const [, second] = await sessions();
    const before = second.topic_event_id;
    const updated = admin('update', second.id, '--title', 'Understanding Dementia', '--description', 'Caring for someone living with dementia, day to day.');
    expect([updated.stderr, updated.status]).toEqual(['', 0]);
    await waitFor(async () => {
      const now = await session(second.id);
      return now.topic_event_id !== before && now.materials !== null;
    }, { what: 'reading for the new words', timeoutMs: 30_000 });
    const reworded = await session(second.id);
    expect(reworded.materials!.map((m) => m.title)).toEqual(expect.arrayContaining([expect.stringMatching(/dementia/i)]));
    expect(reworded.materials).not.toEqual(second.materials);

    // An answer to the words before (late, or replayed from a dead-letter topic) changes nothing.
    const late = makeEnvelope('content.session-materials.v1', second.id, { sessionId: second.id, scheduledEventId: before!, items: [] });
    await producer.send({ topic: `${prefix}content.session-materials.v1`, acks: -1, messages: [{ key: late.key, value: JSON.stringify(late) }] });
    await waitFor(async () => (await pg.query('select 1 from processed_event where event_id = $1', [late.id])).rowCount === 1, { what: 'billing to read the late answer' });
    expect((await session(second.id)).materials).toEqual(reworded.materials);
  });

  it('announces a session staff add, so its mails suggest reading too', async () => {
    const added = admin('add', '--date', '2031-03-07', '--extra', '--title', 'Medicines at home', '--description', 'Keeping track of medicines and prescriptions.');
    expect([added.stderr, added.status]).toEqual(['', 0]);
    const id = /^added ([0-9a-f-]{36}) /.exec(added.stdout)![1];
    await waitFor(async () => (await session(id)).materials !== null, { what: "reading for staff's new session", timeoutMs: 30_000 });
    expect((await session(id)).materials!.map((m) => m.title)).toEqual(expect.arrayContaining([expect.stringMatching(/medicine|medication|prescription|pbs/i)]));
  });
});
