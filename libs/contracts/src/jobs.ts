import type { z } from 'zod';
import { billingJobs, billingQueues } from './billing/jobs';
import { coachJobs, coachQueues } from './coach/jobs';
import { identityJobs, identityQueues } from './identity/jobs';

/**
 * BullMQ queues and the jobs they carry, merged from the domain folders. A queue may carry
 * several job names; job ids are stable so a retry never sends twice (BullMQ refuses `:` in
 * custom ids).
 */
export const Queue = { ...identityQueues, ...coachQueues, ...billingQueues } as const;
export type QueueName = (typeof Queue)[keyof typeof Queue];

const jobDefs = { ...identityJobs, ...coachJobs, ...billingJobs } as const;
type JobDefs = typeof jobDefs;

export const jobSchemas = Object.fromEntries(Object.entries(jobDefs).map(([name, def]) => [name, def.schema])) as {
  [J in keyof JobDefs]: JobDefs[J]['schema'];
};
export type JobMap = { [J in keyof JobDefs]: z.infer<JobDefs[J]['schema']> };
export type JobName = keyof JobMap;

export const jobQueue = Object.fromEntries(Object.entries(jobDefs).map(([name, def]) => [name, def.queue])) as {
  [J in JobName]: JobDefs[J]['queue'];
};

/** The job names one queue carries. */
export const jobsOfQueue = (queue: QueueName): JobName[] =>
  (Object.keys(jobDefs) as JobName[]).filter((name) => jobQueue[name] === queue);

/** How long finished jobs stay in Redis: completed ones (for de-duplication by id), failed ones (to inspect). */
export interface JobRetention {
  completedSeconds: number;
  failedSeconds: number;
}
const defaultRetention: JobRetention = { completedSeconds: 7 * 24 * 3600, failedSeconds: 30 * 24 * 3600 };

/** A job's retention: its own (`retention` in its definition) or the default (7 and 30 days). */
export const jobRetention = (name: JobName): JobRetention => (jobDefs[name] as { retention?: JobRetention }).retention ?? defaultRetention;
