import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type ContactBody, type Envelope, type EventMap, jobQueue, type MailJob, ServiceName } from '@kiin/contracts';
import { JobQueues, openDatabase, renderMailJob, SafetyCheck, type ServiceOptions } from '@kiin/service-kit';
import { createTestDatabase, infra, type TestDatabase, uniqueToken, waitFor } from '@kiin/testing';
import { type Job, Queue, Worker } from 'bullmq';
import { envSchema } from '../src/config';
import type { ContactService } from '../src/contact/contact.service';
import { database } from '../src/database';
import type { PrivacyService } from '../src/privacy/privacy.service';
import { contactService, privacyService } from './services';

/**
 * What the contact form puts in mail, on the real database and Redis: the acknowledgement to
 * the address someone typed, and what of a message stays in the queue once its sender has
 * deleted their account.
 */
describe('contact mail and the people it names', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let jobs: JobQueues;
  let contact: ContactService;
  let privacy: PrivacyService;
  let queue: Queue;
  const prefix = uniqueToken().toLowerCase();
  const connection = () => {
    const url = new URL(infra.redisUrl);
    return { host: url.hostname, port: Number(url.port || 6379) };
  };

  beforeAll(async () => {
    db = await createTestDatabase('identity_contact_privacy', database);
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
    privacy = privacyService(orm, jobs, options);
    queue = new Queue(jobQueue['email.send'], { connection: connection(), prefix });
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await jobs.close();
    await privacy.onModuleDestroy();
    await orm.close();
    await db.drop();
  });

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
  const send = async (body: ContactBody) => {
    const { id } = await contact.submit(body);
    await contact.onReceived(orm.em.fork(), received(id));
    return id;
  };
  const jobsOf = async (messageId: string) =>
    (await queue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed'])).filter((job) => job.id?.startsWith(`contact:${messageId}:`));

  it('sends the typed address an acknowledgement with nothing the sender chose in it', async () => {
    const name = 'Your account is suspended, verify at https://kiin-verify.example';
    const message = 'Confirm your card at kiin-billing.example today.';
    const id = await send({ name, email: 'stranger@example.com', subject: 'general', message });

    const ack = (await jobsOf(id)).find((job) => job.id === `contact:${id}:ack`);
    expect(ack?.data).toMatchObject({ to: 'stranger@example.com', template: 'contact.acknowledgement' });
    const mail = renderMailJob(ack!.data as MailJob);
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const chosen of ['suspended', 'kiin-verify.example', 'card', 'kiin-billing.example']) expect(part).not.toContain(chosen);
    }
    expect(mail.text).toMatch(/^Hello,\n\nThank you for getting in touch with Kiin\./);
  });

  it("takes a deleted member's contact messages out of the mail queue, sent and waiting, to the team and to them", async () => {
    const userId = randomUUID();
    const member = { name: 'Noor Haddad', email: `noor.${uniqueToken()}@example.com` };
    await orm.em
      .fork()
      .execute(`insert into app_user (id, email, password_hash, first_name, last_name) values (?, ?, 'x', 'Noor', 'Haddad')`, [userId, member.email]);
    const others = { name: 'Sam Sender', email: `sam.${uniqueToken()}@example.com` };

    // The first message's mail has been sent (kept a day for de-duplication); the second's waits.
    const sent = await send({ ...member, subject: 'general', message: 'My first message about my diagnosis.' });
    const worker = new Worker(jobQueue['email.send'], async () => undefined, { connection: connection(), prefix });
    await waitFor(async () => (await Promise.all((await jobsOf(sent)).map((job: Job) => job.getState()))).every((s) => s === 'completed'), {
      what: "the first message's mails sent",
    });
    await worker.close();
    const waiting = await send({ ...member, subject: 'support', message: 'A second message, still waiting.' });
    const kept = await send({ ...others, subject: 'general', message: 'Someone else writing.' });
    expect((await jobsOf(sent)).length).toBe(2);
    expect((await jobsOf(waiting)).length).toBe(1); // the acknowledgement is once a day per address

    await privacy.delete({ userId, isPremium: false, userType: null, roles: [] }, { confirmation: 'DELETE', keepPosts: false });

    const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    // One mail names their address: the notice that the account is deleted, which holds nothing
    // they wrote and is dropped as soon as it is sent.
    const notices = jobs.filter((job) => (job.data as { template: string }).template === 'account.deleted');
    expect(notices.map((job) => job.data as unknown)).toEqual([
      { to: member.email, template: 'account.deleted', data: { deletedOn: expect.any(String), keptPosts: false, siteLink: expect.any(String) } },
    ]);
    expect(notices[0].opts.removeOnComplete).toBe(true);
    const left = JSON.stringify(jobs.filter((job) => !notices.includes(job)).map((job) => job.data as unknown));
    for (const theirs of [member.email, member.name, 'diagnosis', 'still waiting']) expect(left).not.toContain(theirs);
    expect(await jobsOf(sent)).toEqual([]);
    expect(await jobsOf(waiting)).toEqual([]);
    expect((await jobsOf(kept)).map((job) => job.id).sort()).toEqual([`contact:${kept}:ack`, `contact:${kept}:support`]);
  });
});
