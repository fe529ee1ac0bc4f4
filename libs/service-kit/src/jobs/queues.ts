import { type JobMap, type JobName, jobQueue, jobSchemas } from '@kiin/contracts';
import { type ConnectionOptions, type Job, Queue, Worker } from 'bullmq';

export function redisConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
}

/** Adds a typed job. The id makes it idempotent: adding the same id twice runs it once. */
export async function enqueue<J extends JobName>(
  queues: Map<string, Queue>,
  connection: ConnectionOptions,
  name: J,
  data: JobMap[J],
  jobId: string,
  prefix = 'kiin',
): Promise<void> {
  const queueName = jobQueue[name];
  let queue = queues.get(queueName);
  if (!queue) {
    queue = new Queue(queueName, { connection, prefix });
    queues.set(queueName, queue);
  }
  await queue.add(name, jobSchemas[name].parse(data), {
    jobId,
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  });
}

/** A worker for one job name; the payload is validated before the processor sees it. */
export function createWorker<J extends JobName>(
  name: J,
  connection: ConnectionOptions,
  process: (data: JobMap[J], job: Job) => Promise<void>,
  prefix = 'kiin',
): Worker {
  return new Worker(
    jobQueue[name],
    async (job: Job) => {
      if (job.name !== name) throw new Error(`unexpected job ${job.name}`);
      await process(jobSchemas[name].parse(job.data) as JobMap[J], job);
    },
    { connection, prefix, concurrency: 4 },
  );
}
