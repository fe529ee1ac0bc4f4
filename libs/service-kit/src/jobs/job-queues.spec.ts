import { jobRetention } from '@kiin/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { JobQueues } from './job-queues';

/** BullMQ without Redis: each queue keeps what it was asked to do. */
jest.mock('bullmq', () => {
  class MockQueue {
    added: { name: string; data: unknown; opts: unknown }[] = [];
    schedulers: { id: string; repeat: unknown; template: unknown }[] = [];
    closed = false;
    constructor(
      readonly name: string,
      readonly opts: unknown,
    ) {}
    add(name: string, data: unknown, opts: unknown) {
      this.added.push({ name, data, opts });
      return Promise.resolve();
    }
    upsertJobScheduler(id: string, repeat: unknown, template: unknown) {
      this.schedulers.push({ id, repeat, template });
      return Promise.resolve();
    }
    close() {
      this.closed = true;
      return Promise.resolve();
    }
  }
  return { Queue: jest.fn((name: string, opts: unknown) => new MockQueue(name, opts)), QueueEvents: jest.fn() };
});

type Recorded = Queue & {
  added: { name: string; data: unknown; opts: Record<string, unknown> }[];
  schedulers: { id: string; repeat: unknown; template: { name: string; data: unknown; opts?: Record<string, unknown> } }[];
  closed: boolean;
};
const opened = () => jest.mocked(Queue).mock.results.map((r) => r.value as Recorded);
const queueNamed = (name: string) => opened().find((q) => q.name === name)!;

const mail = { to: 'sam@example.com', template: 'account.reset', data: { link: 'https://kiin.example/reset-password?token=t' } } as const;

describe('JobQueues', () => {
  let jobs: JobQueues;

  beforeEach(() => {
    jest.mocked(Queue).mockClear();
    jest.mocked(QueueEvents).mockClear();
    jobs = new JobQueues({ REDIS_URL: 'redis://:secret@redis.internal:6380/2', BULLMQ_PREFIX: 'kiin-test' });
  });

  it("adds a job on its contract's queue, opened once with the env's Redis and prefix", async () => {
    await jobs.add('email.send', mail, 'reset-1');
    await jobs.add('email.send', mail, 'reset-2');
    await jobs.add('kliinic-notes.send', { sessionId: 's-1' }, 'notes-send-s-1');
    await jobs.add('kliinic-notes.mail', { sessionId: 's-1', userId: '3f1c8a2e-0a4b-4c1d-9e2f-5a6b7c8d9e0f' }, 'notes-mail-s-1');

    expect(opened().map((q) => q.name)).toEqual(['email', 'kliinic-notes']);
    expect(jest.mocked(Queue).mock.calls[0][1]).toEqual({
      connection: { host: 'redis.internal', port: 6380, password: 'secret', db: 2, maxRetriesPerRequest: null },
      prefix: 'kiin-test',
    });
    expect(queueNamed('email').added.map((j) => [j.name, j.opts.jobId])).toEqual([
      ['email.send', 'reset-1'],
      ['email.send', 'reset-2'],
    ]);
    expect(queueNamed('kliinic-notes').added.map((j) => j.name)).toEqual(['kliinic-notes.send', 'kliinic-notes.mail']);
  });

  it("retries a job five times and keeps it for its job's retention", async () => {
    await jobs.add('email.send', mail, 'reset-1');
    await jobs.add('kliinic-notes.send', { sessionId: 's-1' }, 'notes-send-s-1');

    const mailRetention = jobRetention('email.send');
    expect(queueNamed('email').added[0].opts).toEqual({
      jobId: 'reset-1',
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: mailRetention.completedSeconds, count: 1000 },
      removeOnFail: { age: mailRetention.failedSeconds },
    });
    // A job without a retention of its own: a week completed, a month failed.
    expect(queueNamed('kliinic-notes').added[0].opts).toMatchObject({
      removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
  });

  it('drops a job once done when asked, and holds one until its time', async () => {
    await jobs.add('email.send', mail, { jobId: 'account-deleted-1', forgetOnceDone: true });
    const now = new Date('2026-12-10T02:00:00Z');
    const reminder = { bookingId: '5f0c3a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50', startsAt: '2026-12-11T02:00:00Z', hoursBefore: 24 } as const;
    await jobs.add('kliinic.reminder', reminder, { jobId: 'later', runAt: new Date('2026-12-10T03:00:00Z'), now });
    await jobs.add('kliinic.reminder', { ...reminder, hoursBefore: 1 }, { jobId: 'overdue', runAt: new Date('2026-12-10T01:00:00Z'), now });

    const forgotten = queueNamed('email').added[0].opts;
    expect(forgotten).toMatchObject({ jobId: 'account-deleted-1', attempts: 5, removeOnComplete: true });
    expect(forgotten).not.toHaveProperty('delay');
    const [later, overdue] = queueNamed('billing').added.map((j) => j.opts);
    expect(later).toMatchObject({ jobId: 'later', timestamp: now.getTime(), delay: 3600_000, attempts: 5, backoff: { type: 'exponential', delay: 1000 } });
    expect(overdue).toMatchObject({ jobId: 'overdue', delay: 0 });
  });

  it('refuses a payload its schema rejects, adding nothing', async () => {
    // @ts-expect-error `email.send` carries a mail, not a session.
    await expect(jobs.add('email.send', { sessionId: 's-1' }, 'wrong')).rejects.toThrow();
    // @ts-expect-error a reminder is 24 or 1 hour before, nothing else.
    const typo = jobs.add('kliinic.reminder', { bookingId: '5f0c3a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50', startsAt: '2026-12-11T02:00:00Z', hoursBefore: 2 }, 'r');
    await expect(typo).rejects.toThrow();
    expect(opened().flatMap((q) => q.added)).toEqual([]);
  });

  it('repeats a job under one scheduler id, with retries only when given', async () => {
    await jobs.every('billing-reconcile', 'billing.reconcile', {}, 900_000, { attempts: 3, backoffMs: 5000, keepCompleted: 100 });
    await jobs.every('notes-sweep', 'kliinic-notes.sweep', {}, 6 * 3600_000);

    const retention = jobRetention('billing.reconcile');
    expect(queueNamed('billing').schedulers).toEqual([
      {
        id: 'billing-reconcile',
        repeat: { every: 900_000 },
        template: {
          name: 'billing.reconcile',
          data: {},
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 5000 },
            removeOnComplete: { age: retention.completedSeconds, count: 100 },
            removeOnFail: { age: retention.failedSeconds },
          },
        },
      },
    ]);
    expect(queueNamed('kliinic-notes').schedulers).toEqual([
      { id: 'notes-sweep', repeat: { every: 6 * 3600_000 }, template: { name: 'kliinic-notes.sweep', data: {} } },
    ]);
  });

  it('closes every queue it opened at shutdown', async () => {
    await jobs.add('email.send', mail, 'reset-1');
    await jobs.add('kliinic-notes.send', { sessionId: 's-1' }, 'notes-send-s-1');
    await jobs.onApplicationShutdown();
    expect(opened().map((q) => q.closed)).toEqual([true, true]);
  });
});
