import { type DynamicModule, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotesQueue } from './notes-queue';
import { NotesDelivery } from './notes.delivery';
import { NotesQueries } from './notes.queries';
import { NotesWorkflow } from './notes.workflow';
import { TicketsProjection } from './tickets.projection';

/** Closes the queue connections the service process opened for upload and approval. */
@Injectable()
class QueueCloser implements OnApplicationShutdown {
  constructor(private readonly queue: NotesQueue) {}
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * The kliinic notes services and their queue, for the service process (calls and the tickets
 * consumer) and the worker (jobs): each process injects only the ones its handlers call.
 */
@Module({})
export class NotesModule {
  static forRoot(env: { REDIS_URL: string; BULLMQ_PREFIX: string; PUBLIC_ORIGIN: string }): DynamicModule {
    return {
      module: NotesModule,
      providers: [
        { provide: NotesQueue, useFactory: () => new NotesQueue(env.REDIS_URL, env.BULLMQ_PREFIX) },
        { provide: TicketsProjection, useFactory: () => new TicketsProjection() },
        { provide: NotesQueries, useFactory: (orm: MikroORM) => new NotesQueries(orm), inject: [MikroORM] },
        { provide: NotesWorkflow, useFactory: (orm: MikroORM, queue: NotesQueue) => new NotesWorkflow(orm, queue, env.PUBLIC_ORIGIN), inject: [MikroORM, NotesQueue] },
        { provide: NotesDelivery, useFactory: (orm: MikroORM, queue: NotesQueue) => new NotesDelivery(orm, queue, env.PUBLIC_ORIGIN), inject: [MikroORM, NotesQueue] },
        QueueCloser,
      ],
      exports: [TicketsProjection, NotesQueries, NotesWorkflow, NotesDelivery, NotesQueue],
    };
  }
}
