import { Queue, QueueEvents } from 'bullmq';

/** billing's BullMQ queue on the local Redis (KIIN_REDIS_URL, KIIN_BULLMQ_PREFIX as `npm start` uses them). */
function billingQueue() {
  const url = new URL(process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const connection = {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    maxRetriesPerRequest: null,
  };
  const prefix = process.env.KIIN_BULLMQ_PREFIX ?? 'kiin';
  return { queue: new Queue('billing', { connection, prefix }), connection, prefix };
}

const options = { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } };

/** Adds a job for billing's worker and returns at once. */
export async function addBillingJob(name, data, jobId) {
  const { queue } = billingQueue();
  let timer;
  const unreachable = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer within 10 s')), 10_000);
  });
  try {
    await Promise.race([queue.add(name, data, { ...options, jobId }), unreachable]);
  } finally {
    clearTimeout(timer);
    await queue.close();
  }
}

/** Adds a job for billing's worker and waits for its result (the worker must be running). */
export async function runBillingJob(name, data, jobId, timeoutMs = 120_000) {
  const { queue, connection, prefix } = billingQueue();
  const events = new QueueEvents('billing', { connection, prefix });
  try {
    await events.waitUntilReady();
    const job = await queue.add(name, data, { ...options, jobId });
    try {
      return await job.waitUntilFinished(events, timeoutMs);
    } catch (error) {
      if (/timed out/i.test(String(error?.message))) {
        throw new Error(`billing's worker did not finish ${name} within ${timeoutMs / 1000} s: is the product running (npm start)?`);
      }
      throw error;
    }
  } finally {
    await events.close();
    await queue.close();
  }
}
