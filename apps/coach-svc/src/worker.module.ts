import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, ServiceName } from '@kiin/contracts';
import { openDatabase, WorkerKitModule } from '@kiin/service-kit';
import { MikroORM } from '@mikro-orm/postgresql';
import type { CoachWorkerEnv } from './config';
import { database } from './database';
import { NotesModule } from './notes/notes.module';
import { NotesJobs } from './notes/notes.jobs';
import { NOTES_WRITER, openNotesWriter } from './notes/notes-writer';

/** The coach's database for the worker's jobs (the service process migrates it). */
@Global()
@Module({})
class WorkerDatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  static forRoot(env: CoachWorkerEnv): DynamicModule {
    return {
      module: WorkerDatabaseModule,
      providers: [{ provide: MikroORM, useFactory: () => openDatabase(env.DATABASE_URL, database) }],
      exports: [MikroORM],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}

/** coach-svc's worker: the `kliinic-notes` queue (drafts, the mail fan-out, the transcript sweep). */
@Module({})
export class CoachWorkerModule {
  static forRoot(env: CoachWorkerEnv): DynamicModule {
    return {
      module: CoachWorkerModule,
      imports: [
        WorkerKitModule.forRoot({ service: `${ServiceName.Coach}-worker`, env, queues: [Queue.KliinicNotes] }),
        WorkerDatabaseModule.forRoot(env),
        NotesModule.forRoot(env),
      ],
      providers: [NotesJobs, { provide: NOTES_WRITER, useFactory: () => openNotesWriter(env) }],
    };
  }
}
