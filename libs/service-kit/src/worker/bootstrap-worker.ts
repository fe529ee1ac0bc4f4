import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { startDefaultMetrics } from '../health/metrics';
import { createLogger, PinoNestLogger } from '../logging';
import type { BaseWorkerEnv } from './worker-env';

/**
 * Starts a worker process: a Nest application whose providers handle jobs, with
 * `/health/live`, `/health/ready` and `/metrics` on its own HTTP port. SIGTERM and SIGINT
 * stop it gracefully: no new job is taken and the active ones finish first.
 */
export async function bootstrapWorker(service: string, module: DynamicModule, env: BaseWorkerEnv): Promise<NestFastifyApplication> {
  const log = createLogger(service, env.LOG_LEVEL);
  startDefaultMetrics(service);
  const app = await NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter(), {
    logger: new PinoNestLogger(log),
    abortOnError: false,
  });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(env.HTTP_PORT, env.HTTP_HOST);
  log.info({ httpPort: env.HTTP_PORT }, `${service} ready`);
  return app;
}

/** Entry point helper: a failed start is logged once and ends the process. */
export function runWorker(service: string, module: DynamicModule, env: BaseWorkerEnv): void {
  bootstrapWorker(service, module, env).catch((error: unknown) => {
    createLogger(service, env.LOG_LEVEL).fatal({ err: error }, `${service} failed to start`);
    process.exit(1);
  });
}
