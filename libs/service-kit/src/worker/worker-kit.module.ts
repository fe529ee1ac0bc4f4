import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRunner, WORKER_OPTIONS, type WorkerOptions } from './job-runner';
import { WorkerHealthController } from './worker-health.controller';

/**
 * A worker process's infrastructure: the job runner over its queues, and its probes and
 * metrics. Import it once in the worker's root module; the handlers are that module's
 * providers with `@OnJob` methods (release their resources in `onApplicationShutdown`, which
 * runs after the active jobs have finished).
 */
@Global()
@Module({})
export class WorkerKitModule {
  static forRoot(options: WorkerOptions): DynamicModule {
    return {
      module: WorkerKitModule,
      imports: [DiscoveryModule],
      controllers: [WorkerHealthController],
      providers: [{ provide: WORKER_OPTIONS, useValue: options }, JobRunner],
      exports: [WORKER_OPTIONS, JobRunner],
    };
  }
}
