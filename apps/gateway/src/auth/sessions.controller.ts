import { Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { type Actor, ErrorCode, type SessionSummary, SessionSummarySchema } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ValidParam } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { SignedIn, SignedInActor } from './actor';
import { SessionService } from './session.service';

const SessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'id must be a session id from GET /api/auth/sessions');

/** A member's own sessions: where they are signed in, and a way to end any of them. */
@Controller('api/auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @Endpoint({ summary: "The member's sessions: browser and last use, most recent first", tag: 'auth', response: SessionSummarySchema.array() })
  @SignedIn()
  list(@SignedInActor() actor: Actor, @Req() request: FastifyRequest): Promise<SessionSummary[]> {
    return this.sessions.list(actor.userId, request);
  }

  @Delete(':id')
  @Endpoint({ summary: 'End one of the member’s sessions', tag: 'auth', errors: [404] })
  @SignedIn()
  @HttpCode(204)
  async end(@ValidParam('id', SessionIdParam) id: string, @SignedInActor() actor: Actor): Promise<void> {
    if (!(await this.sessions.endOne(actor.userId, id))) throw new DomainError(ErrorCode.NotFound, 'No such session: it may have ended already.');
  }

  @Post('sign-out-everywhere')
  @Endpoint({ summary: 'End every session of the member except this one', tag: 'auth', response: z.object({ ended: z.number().int() }) })
  @SignedIn()
  @HttpCode(200)
  async everywhere(@SignedInActor() actor: Actor, @Req() request: FastifyRequest): Promise<{ ended: number }> {
    return { ended: await this.sessions.endAll(actor.userId, this.sessions.currentHandle(request)) };
  }
}
