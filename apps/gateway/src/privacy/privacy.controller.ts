import { Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import {
  type Actor,
  type DeleteAccountBody,
  DeleteAccountBodySchema,
  type UserExport,
  UserExportSchema,
} from '@kiin/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ActorResolver, SignedIn, SignedInActor } from '../auth/actor';
import { RateLimiter } from '../auth/rate-limiter';
import { SessionService } from '../auth/session.service';
import { ValidBody } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { requireFreshSignIn } from './fresh-sign-in';

/**
 * A member's own data: one export gathered from every service, and deleting the account.
 * Both need a recent sign-in, so a session left open on a shared computer cannot be used for either.
 */
@Controller('api/users/me')
export class PrivacyController {
  constructor(
    private readonly services: ServiceClients,
    private readonly sessions: SessionService,
    private readonly actors: ActorResolver,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('export')
  @Endpoint({
    summary: 'Download everything Kiin holds about the member, from every service, as one JSON document (sign-in within 10 minutes)',
    tag: 'privacy',
    response: UserExportSchema,
    errors: [403],
  })
  @SignedIn()
  async export(@SignedInActor() actor: Actor, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserExport> {
    await requireFreshSignIn(this.sessions, request);
    const [identity, content, gamification, community, coach, billing] = await Promise.all([
      this.services.call('identity.export-user', {}, actor),
      this.services.call('content.export-user', {}, actor),
      this.services.call('gamification.export-user', {}, actor),
      this.services.call('community.export-user', {}, actor),
      this.services.call('coach.export-user', {}, actor),
      this.services.call('billing.export-user', {}, actor),
    ]);
    const exportedAt = new Date();
    reply.header('content-disposition', `attachment; filename="kiin-my-data-${exportedAt.toISOString().slice(0, 10)}.json"`);
    return { exportedAt: exportedAt.toISOString(), userId: actor.userId, identity, content, gamification, community, coach, billing };
  }

  /**
   * Deletes the account: identity removes it and tells every service (`user.deleted.v1`), and
   * every session of the member ends now, this one included.
   */
  @Delete()
  @Endpoint({
    summary: 'Delete the account and everything every service holds about the member (sign-in within 10 minutes; type DELETE or the email to confirm)',
    tag: 'privacy',
    response: z.object({ deleted: z.literal(true) }),
    errors: [403],
  })
  @SignedIn()
  @HttpCode(200)
  async delete(
    @ValidBody(DeleteAccountBodySchema) body: DeleteAccountBody,
    @SignedInActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ deleted: true }> {
    await requireFreshSignIn(this.sessions, request);
    const user = await this.services.call('identity.get-user', { userId: actor.userId }, actor);
    await this.services.call('identity.delete-user', body, actor);
    await this.sessions.endAll(actor.userId);
    await this.sessions.end(request, reply);
    await this.actors.changed(actor.userId);
    // The addresses this account signed in from (kept as hashes for the sign-in limits).
    if (user) await this.limiter.reset('signin:known', user.email);
    return { deleted: true };
  }
}
