import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type ContactBody, type Envelope, type EventMap, jobQueue, type MailJob, ServiceName } from '@kiin/contracts';
import { JobQueues, openDatabase, SafetyCheck, type ServiceOptions } from '@kiin/service-kit';
import { createTestDatabase, infra, type TestDatabase, uniqueToken } from '@kiin/testing';
import { Queue } from 'bullmq';
import { envSchema } from '../src/config';
import type { ContactService } from '../src/contact/contact.service';
import { database } from '../src/database';
import { contactService } from './services';

/** The contact form on the real database and Redis: the message and its event commit together. */
describe('contact messages', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let jobs: JobQueues;
  let contact: ContactService;
  let queue: Queue;
  const prefix = uniqueToken().toLowerCase();

  beforeAll(async () => {
    db = await createTestDatabase('identity_contact', database);
    orm = await openDatabase(db.url, database);
    const env = envSchema.parse({
      TCP_PORT: '1',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      REDIS_URL: infra.redisUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      BULLMQ_PREFIX: prefix,
      SUPPORT_INBOX: 'support@kiin.test',
      INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check',
    });
    const options: ServiceOptions = { service: ServiceName.Identity, env };
    jobs = new JobQueues(env);
    contact = contactService(orm, jobs, options, new SafetyCheck());
    const url = new URL(infra.redisUrl);
    queue = new Queue(jobQueue['email.send'], { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix });
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await jobs.close();
    await orm.close();
    await db.drop();
  });

  const body: ContactBody = {
    name: 'Sam Sender',
    email: 'sam.sender@example.com',
    subject: 'general',
    message: 'My mother has just been diagnosed and I do not know where to start.',
  };

  /** The event as the consumer receives it from the broker. */
  const received = (messageId: string): Envelope<EventMap['contact.received.v1']> => ({
    id: randomUUID(),
    type: 'contact.received.v1',
    occurredAt: new Date().toISOString(),
    producer: ServiceName.Identity,
    correlationId: 'test',
    causationId: null,
    key: messageId,
    payload: { messageId },
  });

  const outbox = async () =>
    orm.em.fork().execute<{ topic: string; key: string; envelope: Envelope<unknown> }[]>('select topic, key, envelope from outbox order by created_at');

  it('stores the message with one contact.received.v1 in the outbox that carries only its id', async () => {
    const { id } = await contact.submit(body);

    const stored = await orm.em.fork().execute<{ email: string; message: string }[]>('select email, message from contact_message where id = ?', [id]);
    expect(stored).toEqual([{ email: body.email, message: body.message }]);
    const events = await outbox();
    expect(events.map((e) => [e.topic, e.key])).toEqual([['contact.received.v1', id]]);
    expect(events[0].envelope.payload).toEqual({ messageId: id });
    // What the person wrote stays in identity-svc's database, never on the event bus.
    const onTheBus = JSON.stringify(events[0].envelope);
    for (const personal of [body.name, body.email, body.message]) expect(onTheBus).not.toContain(personal);
    await orm.em.fork().execute('delete from outbox');
  });

  it('queues the mail to the team and the acknowledgement once, however often the event arrives', async () => {
    const { id } = await contact.submit(body);
    const event = received(id);

    await contact.onReceived(orm.em.fork(), event);
    await contact.onReceived(orm.em.fork(), event);

    const jobs = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((job) => job.id?.startsWith(`contact:${id}:`));
    expect(jobs.map((job) => job.id).sort()).toEqual([`contact:${id}:ack`, `contact:${id}:support`]);
    const byId = new Map(jobs.map((job) => [job.id, job.data as MailJob]));
    expect(byId.get(`contact:${id}:support`)).toMatchObject({ to: 'support@kiin.test', replyTo: body.email, template: 'contact.to-support' });
    expect(byId.get(`contact:${id}:support`)?.data).toMatchObject({ messageId: id, message: body.message });
    expect(byId.get(`contact:${id}:ack`)).toMatchObject({ to: body.email, template: 'contact.acknowledgement' });
  });

  it('ignores an event for a message that is not there', async () => {
    const messageId = randomUUID();
    await contact.onReceived(orm.em.fork(), received(messageId));
    expect((await queue.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((job) => job.id?.includes(messageId))).toEqual([]);
  });

  it('shows the sender of a message in danger the card at once, and marks it urgent for the team', async () => {
    const ordinary = await contact.submit(body);
    expect(ordinary).toMatchObject({ showCrisisCard: false, crisisFamilies: [] });

    const { id, showCrisisCard, crisisFamilies } = await contact.submit({
      ...body,
      email: 'worried.sender@example.com',
      subject: 'support',
      message: 'im so sorry to bother u but i cant keep going, i have saved up my tablets and tonight is the night',
    });
    expect(showCrisisCard).toBe(true);
    expect(crisisFamilies).toContain('suicide');
    await contact.onReceived(orm.em.fork(), received(id));
    const jobs = new Map(
      (await queue.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((job) => job.id?.startsWith(`contact:${id}:`)).map((job) => [job.id, job.data as MailJob]),
    );
    expect(jobs.get(`contact:${id}:support`)?.data).toMatchObject({ crisisFamilies: expect.arrayContaining(['suicide']) });
    expect(jobs.get(`contact:${id}:ack`)?.data).toMatchObject({ crisisCard: expect.stringContaining('Lifeline: 13 11 14') });
  });
});
