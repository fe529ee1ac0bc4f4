import { type DynamicModule, Module } from '@nestjs/common';
import { JobQueues, provideJobQueues } from '@kiin/service-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotesDelivery } from './notes.delivery';
import { NotesQueries } from './notes.queries';
import { NotesWorkflow } from './notes.workflow';
import { TicketsProjection } from './tickets.projection';

/**
 * The kliinic notes services and the job queues they add to, for the service process (calls
 * and the tickets consumer) and the worker (jobs): each process injects only the ones its
 * handlers call. The queues close at shutdown, after a worker's active jobs have finished.
 */
@Module({})
export class NotesModule {
  static forRoot(env: { REDIS_URL: string; BULLMQ_PREFIX: string; PUBLIC_ORIGIN: string }): DynamicModule {
    return {
      module: NotesModule,
      providers: [
        provideJobQueues(env),
        { provide: TicketsProjection, useFactory: () => new TicketsProjection() },
        { provide: NotesQueries, useFactory: (orm: MikroORM) => new NotesQueries(orm), inject: [MikroORM] },
        { provide: NotesWorkflow, useFactory: (orm: MikroORM, jobs: JobQueues) => new NotesWorkflow(orm, jobs, env.PUBLIC_ORIGIN), inject: [MikroORM, JobQueues] },
        { provide: NotesDelivery, useFactory: (orm: MikroORM, jobs: JobQueues) => new NotesDelivery(orm, jobs, env.PUBLIC_ORIGIN), inject: [MikroORM, JobQueues] },
      ],
      exports: [TicketsProjection, NotesQueries, NotesWorkflow, NotesDelivery, JobQueues],
    };
  }
}
