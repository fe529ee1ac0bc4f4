import { Injectable } from '@nestjs/common';
import type { JobMap } from '@kiin/contracts';
import { JobQueues } from '@kiin/service-kit';

/**
 * Mail by job id, the way the privacy service still queues its last mail to a deleted account.
 * It adds through the process's one JobQueues; the rest of identity calls
 * `JobQueues.add('email.send', ...)` directly, and so should new code.
 */
@Injectable()
export class EmailQueue {
  constructor(private readonly jobs: JobQueues) {}

  send(jobId: string, mail: JobMap['email.send'], options: { forgetOnceDone?: boolean } = {}): Promise<void> {
    return this.jobs.add('email.send', mail, { jobId, ...options });
  }
}
