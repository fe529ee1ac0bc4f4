import { Counter, Gauge, Histogram } from 'prom-client';

export const jobsProcessed = new Counter({
  name: 'kiin_jobs_total',
  help: 'Jobs a worker finished, by queue, job name and outcome (completed, failed)',
  labelNames: ['queue', 'job', 'outcome'],
});

export const jobDuration = new Histogram({
  name: 'kiin_job_duration_seconds',
  help: 'Time one job took, by queue and job name',
  labelNames: ['queue', 'job'],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

export const jobsActive = new Gauge({
  name: 'kiin_jobs_active',
  help: 'Jobs this worker process is running now',
  labelNames: ['queue'],
});

type DepthSource = () => Promise<{ queue: string; state: string; count: number }[]>;
let depthSource: DepthSource | undefined;

/** Where the queue depth is read from: the running worker's queues. */
export const setQueueDepthSource = (source: DepthSource | undefined): void => {
  depthSource = source;
};

/** Filled when scraped: how many jobs wait, run, are delayed or failed, per queue (all workers). */
export const queueDepth = new Gauge({
  name: 'kiin_queue_jobs',
  help: 'Jobs in a queue by state (waiting, active, delayed, failed, completed), read from Redis at scrape time',
  labelNames: ['queue', 'state'],
  async collect() {
    this.reset();
    if (!depthSource) return;
    try {
      for (const { queue, state, count } of await depthSource()) this.set({ queue, state }, count);
    } catch {
      // Redis unreachable: readiness says so; the depth is left out of this scrape.
    }
  },
});
