import { SetMetadata } from '@nestjs/common';
import type { JobMap, JobName } from '@kiin/contracts';
import type { Job } from 'bullmq';

export const ON_JOB = Symbol('kiin:on-job');

/** What a job handler receives: the payload, already checked against its schema, and the job. */
export type JobHandler<J extends JobName> = (data: JobMap[J], job: Job) => Promise<unknown>;

/**
 * Marks a provider's method as the handler of one job name. A worker runs whole queues:
 * start-up fails when a job name of one of its queues has no handler, or two.
 */
export function OnJob<J extends JobName>(name: J) {
  return <H extends JobHandler<J>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    SetMetadata(ON_JOB, name)(target, key, descriptor);
  };
}
