import { Controller, Get, Header, HttpCode, Inject, Res, type Type } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Kit } from '../kit';
import { metricsRegistry } from './metrics';

/** Whatever says whether a process can do its work: a service's kit, a worker's job runner. */
export interface ReadinessSource {
  checks(): Promise<Record<string, boolean>>;
}

/** Probes and metrics on a process's own HTTP port, ready when every check of `source` holds. */
export function healthControllerFor(source: Type<ReadinessSource>): Type<unknown> {
  @Controller()
  class ProcessHealthController {
    constructor(@Inject(source) private readonly readiness: ReadinessSource) {}

    @Get('health/live')
    @HttpCode(200)
    live() {
      return { status: 'ok' };
    }

    @Get('health/ready')
    async ready(@Res() reply: FastifyReply) {
      const checks = await this.readiness.checks();
      const ok = Object.values(checks).every(Boolean);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
    }

    @Get('metrics')
    @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
    metrics() {
      return metricsRegistry.metrics();
    }
  }
  return ProcessHealthController;
}

/** A service's probes: database, Redis and Kafka (the kit's checks). */
export const HealthController = healthControllerFor(Kit);
