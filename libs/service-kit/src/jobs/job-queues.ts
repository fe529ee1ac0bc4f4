import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { type JobMap, type JobName, jobQueue, jobRetention, jobSchemas } from '@kiin/contracts';
import { type ConnectionOptions, type JobsOptions, Queue, QueueEvents } from 'bullmq';
import { redisConnection } from './queues';

/** Where the queues live: the Redis and key prefix a service's env already holds. */
export interface JobQueueSettings {
  REDIS_URL: string;
  BULLMQ_PREFIX: string;
}

export interface AddJobOptions {
  /** Stable per piece of work: adding the same id twice runs the job once. */
  jobId: string;
  /**
   * Drops the job as soon as it has run, instead of keeping it for its retention. A mail to an
   * address that is about to be forgotten is not kept with the finished jobs.
   */
  forgetOnceDone?: boolean;
  /** Holds the job until then (it runs at once when that has passed). */
  runAt?: Date;
  /** The clock `runAt` is measured against; the job's timestamp too. Tests pass their own. */
  now?: Date;
}

/**
 * How each run of a repeating job is retried and how many finished runs are kept. Without it a
 * run is tried once and kept, as BullMQ does by default: a missed sweep simply waits for the next.
 */
export interface RepeatRetries {
  attempts: number;
  backoffMs: number;
  keepCompleted: number;
}

/**
 * A service's producer side of BullMQ: every job name of the contracts, added with its payload
 * checked against its schema, on the queue the contracts give it. Queues open on first use, so
 * a process that only mails never opens the others, and close at shutdown, after a worker's
 * active jobs have finished (they may still add jobs while they do).
 */
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();
  private readonly events = new Map<string, QueueEvents>();
  private readonly connection: ConnectionOptions;
  private readonly prefix: string;

  constructor(settings: JobQueueSettings) {
    this.connection = redisConnection(settings.REDIS_URL);
    this.prefix = settings.BULLMQ_PREFIX;
  }

  private queueOf(name: JobName): Queue {
    const queueName = jobQueue[name];
    let queue = this.queues.get(queueName);
    if (!queue) {
      queue = new Queue(queueName, { connection: this.connection, prefix: this.prefix });
      this.queues.set(queueName, queue);
    }
    return queue;
  }

  /**
   * Adds a job, given its id or its options. It is tried up to five times, backing off from a
   * second; a finished job stays for its retention, so adding its id again in that time runs nothing.
   */
  async add<J extends JobName>(name: J, data: JobMap[J], idOrOptions: string | AddJobOptions): Promise<void> {
    const { jobId, forgetOnceDone = false, runAt, now = new Date() } = typeof idOrOptions === 'string' ? { jobId: idOrOptions } : idOrOptions;
    const retention = jobRetention(name);
    const payload = jobSchemas[name].parse(data);
    await this.queueOf(name).add(name, payload, {
      jobId,
      ...(runAt && { timestamp: now.getTime(), delay: Math.max(0, runAt.getTime() - now.getTime()) }),
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: forgetOnceDone ? true : { age: retention.completedSeconds, count: 1000 },
      removeOnFail: { age: retention.failedSeconds },
    });
  }

  /**
   * Runs a job every `everyMs`. It is a BullMQ job scheduler under `schedulerId`: one schedule
   * however many processes start, and starting again only updates it.
   */
  async every<J extends JobName>(schedulerId: string, name: J, data: JobMap[J], everyMs: number, retries?: RepeatRetries): Promise<void> {
    const template: { name: J; data: unknown; opts?: JobsOptions } = { name, data: jobSchemas[name].parse(data) };
    if (retries) {
      const retention = jobRetention(name);
      template.opts = {
        attempts: retries.attempts,
        backoff: { type: 'exponential', delay: retries.backoffMs },
        removeOnComplete: { age: retention.completedSeconds, count: retries.keepCompleted },
        removeOnFail: { age: retention.failedSeconds },
      };
    }
    await this.queueOf(name).upsertJobScheduler(schedulerId, { every: everyMs }, template);
  }

  /** Removes a waiting, delayed or finished job; a running one finishes (and re-checks what it does). */
  async remove(name: JobName, jobId: string): Promise<void> {
    await this.queueOf(name).remove(jobId);
  }

  /** A job's state, for operators and tests: `delayed`, `completed`, ... or `missing`. */
  async stateOf(name: JobName, jobId: string): Promise<string> {
    const job = await this.queueOf(name).getJob(jobId);
    return job ? await job.getState() : 'missing';
  }

  /**
   * Resolves once the job has run; rejects with its error when it failed for good, or when it
   * has not finished within `timeoutMs`. A job that is not there any more finished long ago and
   * was dropped after its retention, so that resolves too.
   */
  async waitUntilFinished(name: JobName, jobId: string, timeoutMs: number): Promise<void> {
    const queueName = jobQueue[name];
    let events = this.events.get(queueName);
    if (!events) {
      events = new QueueEvents(queueName, { connection: this.connection, prefix: this.prefix });
      this.events.set(queueName, events);
    }
    await events.waitUntilReady();
    const job = await this.queueOf(name).getJob(jobId);
    if (!job) return;
    await job.waitUntilFinished(events, timeoutMs);
  }

  async close(): Promise<void> {
    const queues = [...this.queues.values()];
    const events = [...this.events.values()];
    this.queues.clear();
    this.events.clear();
    await Promise.allSettled(queues.map((q) => q.close()));
    await Promise.allSettled(events.map((e) => e.close()));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/** The process's one `JobQueues`, for a module's providers; inject it by its class. */
export const provideJobQueues = (settings: JobQueueSettings): Provider => ({
  provide: JobQueues,
  useFactory: () => new JobQueues(settings),
});
