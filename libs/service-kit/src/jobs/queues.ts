import type { ConnectionOptions } from 'bullmq';

/** BullMQ's connection to a `redis://` URL; its blocking commands need `maxRetriesPerRequest: null`. */
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
