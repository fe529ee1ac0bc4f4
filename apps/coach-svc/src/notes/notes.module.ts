import { type DynamicModule, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotesQueue } from './notes-queue';
import { NotesService } from './notes.service';

/** Closes the queue connections the service process opened for upload and approval. */
@Injectable()
class QueueCloser implements OnApplicationShutdown {
  constructor(private readonly queue: NotesQueue) {}
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/** NotesService and its queue, for the service process (calls) and the worker (jobs). */
@Module({})
export class NotesModule {
  static forRoot(env: { REDIS_URL: string; BULLMQ_PREFIX: string; PUBLIC_ORIGIN: string }): DynamicModule {
    return {
      module: NotesModule,
      providers: [
        { provide: NotesQueue, useFactory: () => new NotesQueue(env.REDIS_URL, env.BULLMQ_PREFIX) },
        { provide: NotesService, useFactory: (orm: MikroORM, queue: NotesQueue) => new NotesService(orm, queue, env.PUBLIC_ORIGIN), inject: [MikroORM, NotesQueue] },
        QueueCloser,
      ],
      exports: [NotesService, NotesQueue],
    };
  }
}
