import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type JobMap, type JobName, jobQueue, jobRetention, jobSchemas } from '@kiin/contracts';
import { enqueue, redisConnection } from '@kiin/service-kit';
import { Queue } from 'bullmq';
import type { BillingSettings } from '../config';

export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS');

/**
 * billing's side of BullMQ: mail for identity's worker to deliver (`email.send`), and billing's
 * own jobs, some of them delayed (kliinic reminders). Every id is stable, so adding a job twice
 * runs it once.
 */
@Injectable()
export class BillingQueues implements OnModuleDestroy {
  private readonly queues = new Map<string, Queue>();

  constructor(@Inject(BILLING_SETTINGS) private readonly env: BillingSettings) {}

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: redisConnection(this.env.REDIS_URL), prefix: this.env.BULLMQ_PREFIX });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Queues a mail to a member; identity's worker looks up the address and delivers it. */
  sendMail(jobId: string, mail: JobMap['email.send']): Promise<void> {
    return this.add('email.send', mail, jobId);
  }

  add<J extends JobName>(name: J, data: JobMap[J], jobId: string): Promise<void> {
    return enqueue(this.queues, redisConnection(this.env.REDIS_URL), name, data, jobId, this.env.BULLMQ_PREFIX);
  }

  /** Adds a job that runs at `runAt` (at once when that has passed). */
  async schedule<J extends JobName>(name: J, data: JobMap[J], jobId: string, runAt: Date, now = new Date()): Promise<void> {
    const retention = jobRetention(name);
    await this.queue(jobQueue[name]).add(name, jobSchemas[name].parse(data), {
      jobId,
      timestamp: now.getTime(),
      delay: Math.max(0, runAt.getTime() - now.getTime()),
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: retention.completedSeconds, count: 1000 },
      removeOnFail: { age: retention.failedSeconds },
    });
  }

  /** Runs a job every `everyMs` (a BullMQ job scheduler: one per id, however many workers start). */
  async every<J extends JobName>(schedulerId: string, name: J, data: JobMap[J], everyMs: number): Promise<void> {
    const retention = jobRetention(name);
    await this.queue(jobQueue[name]).upsertJobScheduler(
      schedulerId,
      { every: everyMs },
      {
        name,
        data: jobSchemas[name].parse(data),
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: { age: retention.completedSeconds, count: 100 }, removeOnFail: { age: retention.failedSeconds } },
      },
    );
  }

  /** Removes a waiting, delayed or finished job (a running one finishes and re-checks what it does). */
  async remove(name: JobName, jobId: string): Promise<void> {
    await this.queue(jobQueue[name]).remove(jobId);
  }

  /** A job's state, for the admin command and tests: `delayed`, `completed`, ... or `missing`. */
  async stateOf(name: JobName, jobId: string): Promise<string> {
    const job = await this.queue(jobQueue[name]).getJob(jobId);
    return job ? await job.getState() : 'missing';
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
