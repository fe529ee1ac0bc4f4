import { type DynamicModule, Module } from '@nestjs/common';
import { JobQueues, provideJobQueues } from '@kiin/service-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotesDelivery } from './notes.delivery';
import { NotesQueries } from './notes.queries';
import { NotesRepository } from './notes.repository';
import { NotesWorkflow } from './notes.workflow';
import { TicketsRepository } from './tickets.repository';

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
        TicketsRepository,
        NotesRepository,
        { provide: NotesQueries, useFactory: (orm: MikroORM, notes: NotesRepository) => new NotesQueries(orm, notes), inject: [MikroORM, NotesRepository] },
        {
          provide: NotesWorkflow,
          useFactory: (orm: MikroORM, notes: NotesRepository, jobs: JobQueues) => new NotesWorkflow(orm, notes, jobs, env.PUBLIC_ORIGIN),
          inject: [MikroORM, NotesRepository, JobQueues],
        },
        {
          provide: NotesDelivery,
          useFactory: (orm: MikroORM, notes: NotesRepository, jobs: JobQueues) => new NotesDelivery(orm, notes, jobs, env.PUBLIC_ORIGIN),
          inject: [MikroORM, NotesRepository, JobQueues],
        },
      ],
      exports: [TicketsRepository, NotesQueries, NotesWorkflow, NotesDelivery, JobQueues],
    };
  }
}
