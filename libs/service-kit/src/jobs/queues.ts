import { type JobMap, type JobName, jobQueue, jobRetention, jobSchemas } from '@kiin/contracts';
import { type ConnectionOptions, Queue } from 'bullmq';

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

/**
 * Adds a typed job. The id makes it idempotent: adding the same id twice runs it once.
 * `forgetOnceDone` drops the job as soon as it has run (a mail to a deleted account's address
 * is not kept with the finished jobs).
 */
export async function enqueue<J extends JobName>(
  queues: Map<string, Queue>,
  connection: ConnectionOptions,
  name: J,
  data: JobMap[J],
  jobId: string,
  prefix = 'kiin',
  { forgetOnceDone = false }: { forgetOnceDone?: boolean } = {},
): Promise<void> {
  const queueName = jobQueue[name];
  const retention = jobRetention(name);
  let queue = queues.get(queueName);
  if (!queue) {
    queue = new Queue(queueName, { connection, prefix });
    queues.set(queueName, queue);
  }
  await queue.add(name, jobSchemas[name].parse(data), {
    jobId,
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: forgetOnceDone ? true : { age: retention.completedSeconds, count: 1000 },
    removeOnFail: { age: retention.failedSeconds },
  });
}
