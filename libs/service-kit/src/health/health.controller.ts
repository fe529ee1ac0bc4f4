import { Controller, Get, Header, HttpCode, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Kit } from '../kit';
import { metricsRegistry } from './metrics';

@Controller()
export class HealthController {
  constructor(private readonly kit: Kit) {}

  @Get('health/live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('health/ready')
  async ready(@Res() reply: FastifyReply) {
    const checks = await this.kit.checks();
    const ok = Object.values(checks).every(Boolean);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics() {
    return metricsRegistry.metrics();
  }
}
