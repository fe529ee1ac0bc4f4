export { bootstrapWorker, runWorker } from './bootstrap-worker';
export { type JobCatalogue, JobRunner, WORKER_OPTIONS, type WorkerOptions } from './job-runner';
export { type JobHandler, OnJob } from './on-job';
export { WorkerKitModule } from './worker-kit.module';
export { type BaseWorkerEnv, baseWorkerEnv } from './worker-env';
