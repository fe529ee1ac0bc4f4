import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type JobName, jobQueue, jobSchemas, jobsOfQueue, type QueueName } from '@kiin/contracts';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import { markedMethods } from '../discovery/marked-methods';
import { redisConnection } from '../jobs/queues';
import { logger, requestContext } from '../logging';
import { jobDuration, jobsActive, jobsProcessed, setQueueDepthSource } from './job-metrics';
import { ON_JOB } from './on-job';
import type { BaseWorkerEnv } from './worker-env';

export const WORKER_OPTIONS = Symbol('WORKER_OPTIONS');

/** Which queues carry which job names, and each job's payload schema. */
export interface JobCatalogue {
  queueOf(job: string): string | undefined;
  jobsOf(queue: string): string[];
  schemaOf(job: string): z.ZodType;
}

/** The typed job map of `@kiin/contracts`. */
export const contractJobs: JobCatalogue = {
  queueOf: (job) => (jobQueue as Record<string, string>)[job],
  jobsOf: (queue) => jobsOfQueue(queue as QueueName),
  schemaOf: (job) => jobSchemas[job as JobName],
};

export interface WorkerOptions {
  /** The process's name in logs and metrics, e.g. `identity-svc-worker`. */
  service: string;
  env: BaseWorkerEnv;
  /** The queues this worker runs: every job name they carry needs exactly one handler. */
  queues: readonly QueueName[];
  /** Tests give their own; by default the job map of the contracts. */
  catalogue?: JobCatalogue;
}

type Handler = { run: (data: unknown, job: Job) => Promise<unknown>; where: string };

/**
 * Finds the `@OnJob` handlers of the worker's providers, checks that they cover its queues
 * exactly, runs one BullMQ worker per queue, and on shutdown stops taking jobs and lets the
 * active ones finish (`worker.close()`).
 */
@Injectable()
export class JobRunner implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = logger();
  private readonly handlers = new Map<string, Handler>();
  private readonly workers: Worker[] = [];
  private readonly queues: Queue[] = [];
  private readonly redis: Redis;
  private closing = false;

  constructor(
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {
    this.redis = new Redis(options.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined);
  }

  private get catalogue(): JobCatalogue {
    return this.options.catalogue ?? contractJobs;
  }

  /** Start-up fails here, before any job is taken, when the handlers do not match the queues. */
  onModuleInit(): void {
    const tools = { discovery: this.discovery, scanner: this.scanner, reflector: this.reflector };
    for (const { mark: name, run, where } of markedMethods<string>(tools, ON_JOB)) {
      const existing = this.handlers.get(name);
      if (existing) throw new Error(`Job ${name} has two handlers: ${existing.where} and ${where}`);
      this.handlers.set(name, { run: run as Handler['run'], where });
    }
    const queues = new Set<string>(this.options.queues);
    if (queues.size === 0) throw new Error('A worker needs at least one queue');
    for (const [name, handler] of this.handlers) {
      const queue = this.catalogue.queueOf(name);
      if (!queue) throw new Error(`${handler.where} handles ${name}, which no queue carries`);
      if (!queues.has(queue)) throw new Error(`${handler.where} handles ${name} of queue ${queue}, which this worker does not run`);
    }
    for (const queue of queues) {
      const names = this.catalogue.jobsOf(queue);
      if (names.length === 0) throw new Error(`Queue ${queue} carries no job names`);
      const missing = names.filter((name) => !this.handlers.has(name));
      if (missing.length > 0) {
        throw new Error(`Queue ${queue} carries ${missing.join(', ')} but no provider has @OnJob('${missing[0]}')`);
      }
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    const { env } = this.options;
    const connection = redisConnection(env.REDIS_URL);
    await this.redis.connect();
    for (const queue of this.options.queues) {
      const worker = new Worker(queue, (job) => this.process(queue, job), {
        connection,
        prefix: env.BULLMQ_PREFIX,
        concurrency: env.WORKER_CONCURRENCY,
        lockDuration: env.WORKER_LOCK_MS,
        stalledInterval: env.WORKER_LOCK_MS,
      });
      worker.on('completed', (job) => this.log.info({ queue, job: job.name, jobId: job.id }, 'job completed'));
      worker.on('failed', (job, error) =>
        this.log.warn({ queue, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: { message: error.message } }, 'job failed'),
      );
      worker.on('error', (error) => this.log.warn({ queue, err: { message: error.message } }, 'worker connection error'));
      this.workers.push(worker);
      this.queues.push(new Queue(queue, { connection, prefix: env.BULLMQ_PREFIX }));
    }
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
    setQueueDepthSource(() => this.depth());
    this.log.info({ queues: this.options.queues }, 'worker taking jobs');
  }

  private async process(queue: string, job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name} on queue ${queue}`);
    const parsed = this.catalogue.schemaOf(job.name).safeParse(job.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UnrecoverableError(`Job ${job.name} has an invalid payload at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    const labels = { queue, job: job.name };
    const stop = jobDuration.startTimer(labels);
    jobsActive.inc({ queue });
    try {
      const result = await requestContext.run({ requestId: `job-${job.id}` }, () => handler.run(parsed.data, job));
      jobsProcessed.inc({ ...labels, outcome: 'completed' });
      return result;
    } catch (error) {
      jobsProcessed.inc({ ...labels, outcome: 'failed' });
      throw error;
    } finally {
      stop();
      jobsActive.dec({ queue });
    }
  }

  private async depth(): Promise<{ queue: string; state: string; count: number }[]> {
    const rows: { queue: string; state: string; count: number }[] = [];
    for (const queue of this.queues) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
      for (const [state, count] of Object.entries(counts)) rows.push({ queue: queue.name, state, count });
    }
    return rows;
  }

  /** Readiness: Redis answers and every queue's worker is running and not stopping. */
  async checks(): Promise<Record<'redis' | 'worker', boolean>> {
    const redis = await Promise.race([
      this.redis.ping().then(() => true, () => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
    const worker = !this.closing && this.workers.length > 0 && this.workers.every((w) => w.isRunning() && !w.closing);
    return { redis, worker };
  }

  /** SIGTERM: take no new job, let the active ones finish, then let the app close. */
  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.closing = true;
    this.log.info({ signal, queues: this.options.queues }, 'worker stopping: finishing active jobs');
    await Promise.all(this.workers.map((w) => w.close()));
    this.log.info('worker stopped: no job left running');
  }

  async onApplicationShutdown(): Promise<void> {
    setQueueDepthSource(undefined);
    await Promise.allSettled(this.queues.map((q) => q.close()));
    this.redis.disconnect();
    // The process ends right after this: the last lines must reach standard output first.
    await new Promise<void>((resolve) => this.log.flush(() => resolve()));
  }
}
