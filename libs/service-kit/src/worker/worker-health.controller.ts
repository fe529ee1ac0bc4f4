import { healthControllerFor } from '../health/health.controller';
import { JobRunner } from './job-runner';

/** A worker's probes and metrics, on its own HTTP port: ready while its queues are being worked. */
export const WorkerHealthController = healthControllerFor(JobRunner);
