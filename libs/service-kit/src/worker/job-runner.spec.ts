import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { z } from 'zod';
import type { JobCatalogue } from './job-runner';
import { OnJob } from './on-job';
import { baseWorkerEnv } from './worker-env';
import { WorkerKitModule } from './worker-kit.module';

/** A queue that carries two job names, as the kliinic notes queue will. */
const catalogue: JobCatalogue = {
  queueOf: (job) => ({ 'notes.generate': 'notes', 'notes.send': 'notes', 'mail.send': 'mail' })[job],
  jobsOf: (queue) => ({ notes: ['notes.generate', 'notes.send'], mail: ['mail.send'] })[queue] ?? [],
  schemaOf: () => z.unknown(),
};
const env = baseWorkerEnv.parse({ HTTP_PORT: '1', REDIS_URL: 'redis://127.0.0.1:1' });
const job = (name: string) => OnJob(name as never);

/** Starts a worker module made of these providers; resolves with the start-up error, if any. */
async function startUp(queues: string[], providers: (new (...args: never[]) => object)[]): Promise<Error> {
  @Module({ imports: [WorkerKitModule.forRoot({ service: 'test-worker', env, queues: queues as never, catalogue })], providers })
  class TestWorkerModule {}
  try {
    const app = await NestFactory.createApplicationContext(TestWorkerModule, { logger: false, abortOnError: false });
    await app.close();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the worker started');
}

describe('a worker at start-up', () => {
  it('fails when a job name of its queue has no handler, naming it', async () => {
    @Injectable()
    class Notes {
      @job('notes.generate')
      async generate() {}
    }
    await expect(startUp(['notes'], [Notes])).resolves.toThrow("Queue notes carries notes.send but no provider has @OnJob('notes.send')");
  });

  it('fails when a job name has two handlers, naming both', async () => {
    @Injectable()
    class Notes {
      @job('notes.generate')
      async generate() {}
      @job('notes.send')
      async send() {}
    }
    @Injectable()
    class MoreNotes {
      @job('notes.send')
      async sendAgain() {}
    }
    await expect(startUp(['notes'], [Notes, MoreNotes])).resolves.toThrow('Job notes.send has two handlers: Notes.send and MoreNotes.sendAgain');
  });

  it('fails when a handler belongs to a queue the worker does not run', async () => {
    @Injectable()
    class Mail {
      @job('mail.send')
      async send() {}
    }
    await expect(startUp(['notes'], [Mail])).resolves.toThrow('Mail.send handles mail.send of queue mail, which this worker does not run');
  });

  it('fails when a handler names a job no queue carries', async () => {
    @Injectable()
    class Stray {
      @job('nothing.here')
      async run() {}
    }
    await expect(startUp(['mail'], [Stray])).resolves.toThrow('Stray.run handles nothing.here, which no queue carries');
  });
});
