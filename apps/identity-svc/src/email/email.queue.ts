import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JobMap } from '@kiin/contracts';
import { enqueue, redisConnection, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { Queue } from 'bullmq';
import type { IdentityEnv } from '../config';

/** Adds email jobs to the `email` queue; the identity worker delivers them over SMTP. */
@Injectable()
export class EmailQueue implements OnModuleDestroy {
  private readonly queues = new Map<string, Queue>();

  constructor(@Inject(SERVICE_OPTIONS) private readonly options: ServiceOptions) {}

  private get env(): IdentityEnv {
    return this.options.env as IdentityEnv;
  }

  send(jobId: string, mail: JobMap['email.send'], options: { forgetOnceDone?: boolean } = {}): Promise<void> {
    return enqueue(this.queues, redisConnection(this.env.REDIS_URL), 'email.send', mail, jobId, this.env.BULLMQ_PREFIX, options);
  }

  async onModuleDestroy() {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
