import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  type Actor,
  type CoachHistoryQuery,
  CoachHistoryPageSchema,
  CoachHistoryQuerySchema,
  type CoachMessage,
  type CoachChatBody,
  CoachChatBodySchema,
  type CoachConsentBody,
  CoachConsentBodySchema,
  type CoachContext,
  coachLimits,
  type CoachReply,
  CoachReplySchema,
  type CoachState,
  CoachStateSchema,
  type Page,
} from '@kiin/contracts';
import { CurrentActor, PremiumMember } from '../auth/actor';
import { ValidBody, ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

/**
 * The care coach (premium). The gateway gathers what the coach needs from the services that
 * own it: the member's first name (identity), their saved conditions (content) and, for a
 * message, the library passages that match it (content's full-text search).
 */
@Controller('api/coach')
export class CoachController {
  constructor(private readonly services: ServiceClients) {}

  private async context(actor: Actor): Promise<CoachContext> {
    const [user, conditions] = await Promise.all([
      this.services.call('identity.get-user', { userId: actor.userId }, actor),
      this.services.call('conditions.list-saved', {}, actor),
    ]);
    return { firstName: user?.firstName ?? null, conditions: conditions.map((c) => c.name) };
  }

  @Get()
  @Endpoint({ summary: "The member's conversation, consent, greeting and allowance", tag: 'coach', response: CoachStateSchema })
  @PremiumMember()
  async state(@CurrentActor() actor: Actor): Promise<CoachState> {
    return this.services.call('coach.state', { context: await this.context(actor) }, actor);
  }

  @Get('history')
  @Endpoint({
    summary: "A page of the member's earlier messages, newest first: { items, nextCursor } (start from the state's earlierCursor)",
    tag: 'coach',
    response: CoachHistoryPageSchema,
  })
  @PremiumMember()
  history(@ValidQuery(CoachHistoryQuerySchema) query: CoachHistoryQuery, @CurrentActor() actor: Actor): Promise<Page<CoachMessage>> {
    return this.services.call('coach.history', query, actor);
  }

  @Post('chat')
  @HttpCode(200)
  @Endpoint({
    summary: 'One message to the coach: an answer grounded in the library, with citations, or the crisis card',
    tag: 'coach',
    response: CoachReplySchema,
    errors: [409, 429],
  })
  @PremiumMember()
  async chat(@ValidBody(CoachChatBodySchema) body: CoachChatBody, @CurrentActor() actor: Actor): Promise<CoachReply> {
    const [context, passages] = await Promise.all([
      this.context(actor),
      this.services.call('content.search', { query: body.message, limit: coachLimits.passages }, actor),
    ]);
    return this.services.call('coach.chat', { message: body.message, context, passages }, actor);
  }

  @Post('consent')
  @HttpCode(200)
  @Endpoint({ summary: 'Accept how the coach keeps messages (this version of the notice)', tag: 'coach', errors: [409] })
  @PremiumMember()
  consent(@ValidBody(CoachConsentBodySchema) body: CoachConsentBody, @CurrentActor() actor: Actor) {
    return this.services.call('coach.consent', body, actor);
  }

  @Delete('consent')
  @Endpoint({ summary: 'Withdraw consent: the conversation is deleted at once', tag: 'coach' })
  @PremiumMember()
  withdraw(@CurrentActor() actor: Actor) {
    return this.services.call('coach.withdraw-consent', {}, actor);
  }

  @Delete('history')
  @Endpoint({ summary: 'Clear the conversation, back to the greeting', tag: 'coach' })
  @PremiumMember()
  clear(@CurrentActor() actor: Actor) {
    return this.services.call('coach.clear', {}, actor);
  }
}
