import { type DynamicModule, Module } from '@nestjs/common';
import { Queue, ServiceName } from '@kiin/contracts';
import { WorkerKitModule } from '@kiin/service-kit';
import type { IdentityWorkerEnv } from './config';
import { EmailJobs } from './email/email.job';
import { MailRecipients } from './email/recipients';

/** identity-svc's worker: the `email` queue, and members' addresses for mail sent to a member. */
@Module({})
export class IdentityWorkerModule {
  static forRoot(env: IdentityWorkerEnv): DynamicModule {
    return {
      module: IdentityWorkerModule,
      imports: [WorkerKitModule.forRoot({ service: `${ServiceName.Identity}-worker`, env, queues: [Queue.Email] })],
      providers: [EmailJobs, MailRecipients],
    };
  }
}
