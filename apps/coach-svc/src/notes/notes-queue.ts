import { type JobMap, type JobName, jobQueue, Queue as QueueName } from '@kiin/contracts';
import { enqueue, redisConnection } from '@kiin/service-kit';
import { type Job, Queue, QueueEvents } from 'bullmq';

/**
 * Adds the coach's jobs (and the notes mails, on identity's `email` queue) with stable ids, and
 * waits for a mail job to finish. Used by the service (upload, approval) and by the worker.
 */
export class NotesQueue {
  private readonly queues = new Map<string, Queue>();
  private events?: QueueEvents;
  private readonly connection;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.connection = redisConnection(redisUrl);
  }

  add<J extends JobName>(name: J, data: JobMap[J], jobId: string): Promise<void> {
    return enqueue(this.queues, this.connection, name, data, jobId, this.prefix);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Resolves once the mail job is delivered; rejects with its error when it failed for good, or
   * when it has not finished within `timeoutMs` (the notes job is then retried, and finds it again).
   */
  async waitForMail(jobId: string, timeoutMs: number): Promise<void> {
    this.events ??= new QueueEvents(QueueName.Email, { connection: this.connection, prefix: this.prefix });
    await this.events.waitUntilReady();
    const job: Job | undefined = await this.queue(jobQueue['email.send']).getJob(jobId);
    // Removed after its retention: it was delivered long ago (the delivery row says so first).
    if (!job) return;
    await job.waitUntilFinished(this.events, timeoutMs);
  }

  /** The sweep that deletes old transcripts, repeating every few hours (one schedule however many workers). */
  async scheduleSweep(everyMs: number): Promise<void> {
    await this.queue(jobQueue['kliinic-notes.sweep']).upsertJobScheduler('notes-sweep', { every: everyMs }, { name: 'kliinic-notes.sweep', data: {} });
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    await this.events?.close();
  }
}
