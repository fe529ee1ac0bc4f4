import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type EventMap, type Envelope, jobQueue, ServiceName } from '@kiin/contracts';
import { JobQueues, openDatabase, type ServiceOptions } from '@kiin/service-kit';
import { createTestDatabase, infra, type TestDatabase, uniqueToken } from '@kiin/testing';
import { Queue } from 'bullmq';
import { envSchema } from '../src/config';
import { database } from '../src/database';
import { runRoleCommand } from '../src/roles/admin-commands';
import type { CrisisAlerts } from '../src/roles/crisis-alert';
import { User } from '../src/users/user.entity';
import { crisisAlerts } from './services';

/** Crisis language in the community mails every moderator at once, once per post. */
describe('crisis alerts to moderators', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let jobs: JobQueues;
  let alerts: CrisisAlerts;
  let queue: Queue;
  const prefix = uniqueToken().toLowerCase();

  beforeAll(async () => {
    db = await createTestDatabase('identity_crisis', database);
    orm = await openDatabase(db.url, database);
    const env = envSchema.parse({
      TCP_PORT: '1',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      REDIS_URL: infra.redisUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      BULLMQ_PREFIX: prefix,
      PUBLIC_ORIGIN: 'https://kiin.example',
      INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check',
    });
    const options: ServiceOptions = { service: ServiceName.Identity, env };
    jobs = new JobQueues(env);
    alerts = crisisAlerts(jobs, options);
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

  const person = async (email: string) => {
    const em = orm.em.fork();
    em.create(User, { id: randomUUID(), email, passwordHash: 'x', firstName: 'Staff', lastName: 'Member' });
    await em.flush();
  };

  it('queues one mail per moderator and admin, none for other members, and never twice for one post', async () => {
    await person('mod@kiin.test');
    await person('admin@kiin.test');
    await person('member@kiin.test');
    await runRoleCommand(orm.em.fork(), ['grant', 'moderator', 'mod@kiin.test']);
    await runRoleCommand(orm.em.fork(), ['grant', 'admin', 'admin@kiin.test']);
    const postId = randomUUID();
    const event = {
      payload: { postId, postType: 'discussion', discussionId: postId, flaggedAt: new Date().toISOString() },
    } as Envelope<EventMap['post.crisis-flagged.v1']>;

    await alerts.onCrisisFlagged(orm.em.fork(), event);
    await alerts.onCrisisFlagged(orm.em.fork(), event);

    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.map((j) => j.data as { to: string }).map((d) => d.to).sort()).toEqual(['admin@kiin.test', 'mod@kiin.test']);
    expect(jobs[0].data).toMatchObject({
      template: 'community.crisis-review',
      data: { postType: 'discussion', queueLink: 'https://kiin.example/community/moderation' },
    });
  });
});
