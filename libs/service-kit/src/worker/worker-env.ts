import { z } from 'zod';
import { baseServiceEnv } from '../config';

/**
 * What every worker process needs: Redis for its queues, and an HTTP port for probes and
 * metrics (`workerHttp` in the service registry). A service's worker extends it.
 */
export const baseWorkerEnv = z.object({
  NODE_ENV: baseServiceEnv.shape.NODE_ENV,
  LOG_LEVEL: baseServiceEnv.shape.LOG_LEVEL,
  HTTP_HOST: baseServiceEnv.shape.HTTP_HOST,
  HTTP_PORT: baseServiceEnv.shape.HTTP_PORT,
  REDIS_URL: baseServiceEnv.shape.REDIS_URL,
  BULLMQ_PREFIX: z.string().regex(/^[a-z0-9_-]+$/, 'must be lowercase letters, digits, - or _').default('kiin'),
  /** Jobs one worker process runs at the same time, per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * How long a running job stays taken without its worker renewing the lock (renewed every half
   * of it), and how often stalled jobs are looked for: a job of a worker that died is taken up
   * again within about twice this. BullMQ's 30 s by default.
   */
  WORKER_LOCK_MS: z.coerce.number().int().min(5000).max(600_000).default(30_000),
});
export type BaseWorkerEnv = z.infer<typeof baseWorkerEnv>;
