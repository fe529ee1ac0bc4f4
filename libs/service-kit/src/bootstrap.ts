import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BaseServiceEnv } from './config';
import { startDefaultMetrics } from './health/metrics';
import { createLogger, PinoNestLogger } from './logging';

/**
 * Starts one service: RPC over TCP for the gateway, and an HTTP port for probes and
 * metrics only. SIGTERM and SIGINT close it gracefully.
 */
export async function bootstrapService(
  service: string,
  module: DynamicModule,
  env: BaseServiceEnv,
): Promise<NestFastifyApplication> {
  const log = createLogger(service, env.LOG_LEVEL);
  startDefaultMetrics(service);
  const app = await NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter(), {
    logger: new PinoNestLogger(log),
  });
  app.connectMicroservice<MicroserviceOptions>({
    transport: Transport.TCP,
    options: { host: env.TCP_HOST, port: env.TCP_PORT },
  });
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(env.HTTP_PORT, env.HTTP_HOST);
  log.info({ tcpPort: env.TCP_PORT, httpPort: env.HTTP_PORT }, `${service} ready`);
  return app;
}

/** Entry point helper: a failed start is logged once and ends the process. */
export function runService(service: string, module: DynamicModule, env: BaseServiceEnv): void {
  bootstrapService(service, module, env).catch((error: unknown) => {
    createLogger(service, env.LOG_LEVEL).fatal({ err: error }, `${service} failed to start`);
    process.exit(1);
  });
}
