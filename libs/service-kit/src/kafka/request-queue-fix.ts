import { createRequire } from 'node:module';

interface RequestQueueInternals {
  pending: unknown[];
  scheduleCheckPendingRequests: (this: RequestQueueInternals) => void;
}

let applied = false;

/**
 * kafkajs 2.2.4 re-checks each connection's queue of waiting requests every millisecond for as
 * long as the connection lives, waiting requests or not (tulios/kafkajs#1556, #1704; the fix is
 * not released): an idle service spent 3 % of a core on it, 1,600 wake-ups a second. With no
 * request waiting there is nothing to check; a request queued later schedules its own check
 * (`push` calls this again), throttled or not, so nothing waits longer than before.
 */
export function stopIdleRequestQueueLoop(): void {
  if (applied) return;
  applied = true;
  const load = createRequire(require.resolve('kafkajs'));
  const RequestQueue = load('./src/network/requestQueue/index.js') as { prototype: RequestQueueInternals };
  const schedule = RequestQueue.prototype.scheduleCheckPendingRequests;
  if (typeof schedule !== 'function') throw new Error('kafkajs changed its request queue: check whether stopIdleRequestQueueLoop is still needed');
  RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueueInternals) {
    if (this.pending.length === 0) return;
    schedule.call(this);
  };
}
