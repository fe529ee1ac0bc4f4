import { randomUUID } from 'node:crypto';
import { type Actor, jobQueue, kliinicNotesJobId } from '@kiin/contracts';
import { JobQueues, openDatabase, redisConnection } from '@kiin/service-kit';
import {
  createTestDatabase,
  freePort,
  infra,
  startServiceProcess,
  startSmtpServer,
  type ServiceProcess,
  type TestDatabase,
  type TestSmtpServer,
  uniqueToken,
  waitFor,
  waitForReady,
} from '@kiin/testing';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { database } from '../src/database';
import { NotesQueries } from '../src/notes/notes.queries';
import { NotesRepository } from '../src/notes/notes.repository';
import { NotesWorkflow } from '../src/notes/notes.workflow';
import { TicketsRepository } from '../src/notes/tickets.repository';

const holders = 200;
const expert: Actor = { userId: randomUUID(), isPremium: false, userType: null, roles: ['expert'] };
const session = { id: randomUUID(), title: 'Caring at home after a stroke', startsAt: '2026-03-03T08:00:00.000Z', hosts: ['Dr Anna Lee'] };
const transcript = `WEBVTT

00:00:01.000 --> 00:00:09.000
<v Dr Anna Lee>Welcome everyone. Tonight is about caring at home after a stroke and planning the first months.

00:00:10.000 --> 00:00:18.000
<v Sam Carter>Hi, I'm Sam. How do we get a home modification assessment after my dad comes home from hospital?

00:00:19.000 --> 00:00:32.000
<v Dr Anna Lee>Ask the hospital occupational therapist before discharge, and make sure the discharge plan names who does the home assessment.

00:00:33.000 --> 00:00:40.000
<v Sam Carter>Thanks. Text me on 0423 456 789 or email sam.carter@example.net afterwards.
`;

/**
 * The notes flow on real processes: the coach worker writes the draft and fans the approved
 * notes out; identity's worker delivers each mail over SMTP to the member's address, which
 * only identity holds. The coach worker is killed with SIGKILL half-way and started again.
 */
describe('kliinic notes, from transcript to one mail per ticket holder', () => {
  const prefix = uniqueToken().toLowerCase();
  let coachDb: TestDatabase;
  let identityDb: TestDatabase;
  let orm: MikroORM;
  let jobs: JobQueues;
  let queries: NotesQueries;
  let workflow: NotesWorkflow;
  let smtp: TestSmtpServer;
  let coachWorker: ServiceProcess | undefined;
  let identityWorker: ServiceProcess | undefined;
  const members = Array.from({ length: holders }, (_, i) => ({ id: randomUUID(), email: `holder-${i}-${uniqueToken().toLowerCase()}@example.com` }));

  const startCoachWorker = async () => {
    const httpPort = await freePort();
    const worker = startServiceProcess(
      'coach-svc',
      { HTTP_PORT: String(httpPort), DATABASE_URL: coachDb.url, REDIS_URL: infra.redisUrl, BULLMQ_PREFIX: prefix, PUBLIC_ORIGIN: 'https://kiin.example', WORKER_CONCURRENCY: '8', WORKER_LOCK_MS: '10000' },
      'worker',
    );
    await waitForReady(httpPort, worker);
    return worker;
  };

  beforeAll(async () => {
    [coachDb, identityDb] = await Promise.all([createTestDatabase('coach_notes', database), createTestDatabase('coach_notes_identity')]);
    const migrate = startServiceProcess('identity-svc', { DATABASE_URL: identityDb.url }, 'migrate');
    await new Promise((resolve) => migrate.child.once('exit', resolve));
    if (migrate.child.exitCode !== 0) throw new Error(`identity-svc migration failed: ${migrate.output()}`);
    const identity = new Client({ connectionString: identityDb.url });
    await identity.connect();
    for (const m of members) {
      await identity.query(`insert into app_user (id, email, password_hash, first_name, last_name) values ($1, $2, 'x', 'Member', 'Holder')`, [m.id, m.email]);
    }
    await identity.end();

    orm = await openDatabase(coachDb.url, database);
    jobs = new JobQueues({ REDIS_URL: infra.redisUrl, BULLMQ_PREFIX: prefix });
    queries = new NotesQueries(orm, new NotesRepository());
    workflow = new NotesWorkflow(orm, new NotesRepository(), jobs, 'https://kiin.example');
    const tickets = new TicketsRepository();
    // The ticket holders, as billing's booking events give them (one booked twice: redelivered; one cancelled).
    const em = orm.em.fork();
    for (const m of members) await tickets.recordBooked(em, { userId: m.id, sessionId: session.id, bookingId: `b-${m.id}` });
    await tickets.recordBooked(em, { userId: members[0].id, sessionId: session.id, bookingId: `b-${members[0].id}` });
    const leaver = randomUUID();
    await tickets.recordBooked(em, { userId: leaver, sessionId: session.id, bookingId: 'b-leaver' });
    await tickets.recordCancelled(em, { userId: leaver, sessionId: session.id, bookingId: 'b-leaver' });

    smtp = await startSmtpServer();
    const identityPort = await freePort();
    identityWorker = startServiceProcess(
      'identity-svc',
      { HTTP_PORT: String(identityPort), DATABASE_URL: identityDb.url, REDIS_URL: infra.redisUrl, BULLMQ_PREFIX: prefix, SMTP_URL: smtp.url },
      'worker',
    );
    await waitForReady(identityPort, identityWorker);
    coachWorker = await startCoachWorker();
  }, 120_000);

  afterAll(async () => {
    await coachWorker?.kill('SIGKILL');
    await identityWorker?.kill('SIGKILL');
    const connection = redisConnection(infra.redisUrl);
    for (const name of [jobQueue['kliinic-notes.generate'], jobQueue['email.send']]) {
      const q = new Queue(name, { connection, prefix });
      await q.obliterate({ force: true });
      await q.close();
    }
    await jobs?.close();
    await orm?.close();
    await smtp?.close();
    await Promise.all([coachDb?.drop(), identityDb?.drop()]);
  });

  const status = async () => (await queries.get(expert, session.id)).status;

  it('writes a draft without the names, phone numbers or email of attendees who spoke', async () => {
    const uploaded = await workflow.upload(expert, session, transcript, [{ id: randomUUID(), title: 'Home modifications', type: 'article' }]);
    expect(uploaded.status).toBe('drafting');
    await waitFor(async () => (await status()) === 'draft', { what: 'the draft', timeoutMs: 30_000 });
    const draft = await queries.get(expert, session.id);
    expect(draft.writtenBy).toBe('local');
    expect(draft.markdown).toContain('How do we get a home modification assessment');
    expect(draft.markdown).toContain('Ask the hospital occupational therapist before discharge');
    for (const identifier of ['Sam', 'Carter', '0423 456 789', 'sam.carter@example.net']) expect(draft.markdown).not.toContain(identifier);
    expect(draft.ticketHolders).toBe(holders);
  });

  it('sends each of 200 ticket holders exactly one mail, though the worker is killed half-way and approval is given twice', async () => {
    // Hold the SMTP answers once about half the mails are through, so the kill lands mid-way.
    const push = smtp.delivered.push.bind(smtp.delivered);
    let held = false;
    smtp.delivered.push = (...messages) => {
      const n = push(...messages);
      if (n >= holders / 2 && !held) {
        held = true;
        smtp.hold();
      }
      return n;
    };
    await workflow.save(expert, session.id, `${(await queries.get(expert, session.id)).markdown}\n- Edited by the expert before approval.`);
    const approved = await workflow.approve(expert, session.id);
    expect(approved.status).toBe('approved');
    await waitFor(() => smtp.held.length > 0, { what: 'a mail held after half were delivered', timeoutMs: 60_000, intervalMs: 20 });
    expect(smtp.delivered.length).toBeGreaterThanOrEqual(holders / 2);
    expect(smtp.delivered.length).toBeLessThan(holders);

    await coachWorker!.kill('SIGKILL');
    smtp.release();
    await workflow.approve(expert, session.id);
    coachWorker = await startCoachWorker();

    // Stalled jobs of the killed worker are taken up again once their locks expire (10 s here).
    await waitFor(async () => (await status()) === 'sent', { what: 'every mail recorded as sent', timeoutMs: 150_000, intervalMs: 500 });
    await workflow.approve(expert, session.id);

    const perAddress = new Map<string, number>();
    for (const message of smtp.delivered) for (const to of message.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    for (const m of members) expect(perAddress.get(m.email)).toBe(1);
    expect(perAddress.size).toBe(holders);
    const one = smtp.delivered.find((m) => m.to.includes(members[7].email))!;
    expect(one.raw).toContain('Subject: Your notes from the kliinic: Caring at home after a stroke');
    expect(one.raw).toContain('Edited by the expert before approval.');
    expect(one.raw).toContain('https://kiin.example/member/kliinics');
    expect(one.raw).not.toContain('0423 456 789');

    const sent = await queries.get(expert, session.id);
    expect(sent.deliveries).toHaveLength(holders);
    expect(sent.deliveries.every((d) => d.status === 'sent')).toBe(true);
    expect(sent.transcriptDeletesAt).not.toBeNull();
    const events = await orm.em.fork().execute<{ payload: { recipients: number } }[]>(
      `select envelope->'payload' as payload from outbox where topic = 'kliinic.notes-sent.v1'`,
    );
    expect(events).toEqual([{ payload: { sessionId: session.id, recipients: holders } }]);

    // The ticket holders see the notes; nobody else does.
    expect((await queries.mine({ ...expert, userId: members[3].id, roles: [] }, {})).items[0]).toMatchObject({ sessionId: session.id, title: session.title });
    expect(await queries.mine({ ...expert, userId: randomUUID(), roles: [] }, {})).toEqual({ items: [], nextCursor: null });
    expect(kliinicNotesJobId.mail(session.id, members[0].id)).not.toContain(':');
  }, 240_000);
});
