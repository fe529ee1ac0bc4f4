import { Controller, Delete, Get, Header, HttpCode, Post, Res } from '@nestjs/common';
import {
  type Actor,
  type Completion,
  type Condition,
  type ConditionIdBody,
  ConditionIdBodySchema,
  type ContentIdBody,
  ContentIdBodySchema,
  type ContentItem,
  type ContentType,
  contentTypes,
  type JsonText,
} from '@kiin/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentActor, Premium, SignedIn, SignedInActor } from '../auth/actor';
import { ValidBody, ValidParam } from '../http/zod-body';
import { ServiceClients } from '../rpc/service-clients';

const ContentIdParam = z.uuid({ error: 'must be a content id (a UUID)' });
const ConditionIdParam = z.uuid({ error: 'must be a condition id (a UUID)' });
/** Lists arrive from content-svc as JSON text and go out unchanged. */
const json = 'application/json; charset=utf-8';
type Items = Promise<JsonText<ContentItem[]>>;

const TypeParam = z.enum(contentTypes, { error: `must be one of: ${contentTypes.join(', ')}` });

@Controller('api')
export class ContentController {
  constructor(private readonly services: ServiceClients) {}

  @Get('content/free')
  @Header('content-type', json)
  free(@CurrentActor() actor: Actor | null): Items {
    return this.services.call('content.list-free', {}, actor);
  }

  @Get('content/premium')
  @Header('content-type', json)
  @Premium()
  premium(@CurrentActor() actor: Actor | null): Items {
    return this.services.call('content.list-premium', {}, actor);
  }

  @Get('content/type/:type')
  @Header('content-type', json)
  byType(@ValidParam('type', TypeParam) type: ContentType, @CurrentActor() actor: Actor | null): Items {
    return this.services.call('content.list-by-type', { type }, actor);
  }

  @Get('content/:id')
  get(@ValidParam('id', ContentIdParam) id: string, @CurrentActor() actor: Actor | null): Promise<ContentItem> {
    return this.services.call('content.get', { id }, actor);
  }

  @Get('users/completed-content')
  @SignedIn()
  completions(@SignedInActor() actor: Actor): Promise<Completion[]> {
    return this.services.call('content.list-completions', {}, actor);
  }

  /** 201 for a first completion, 200 when it was already complete (nothing changes). */
  @Post('users/completed-content')
  @SignedIn()
  async complete(
    @ValidBody(ContentIdBodySchema) body: ContentIdBody,
    @SignedInActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Completion> {
    const result = await this.services.call('content.complete', body, actor);
    reply.status(result.firstTime ? 201 : 200);
    return result.completion;
  }

  @Get('conditions')
  conditions(): Promise<Condition[]> {
    return this.services.call('conditions.list', {});
  }

  @Get('conditions/:id/content')
  @Header('content-type', json)
  conditionContent(@ValidParam('id', ConditionIdParam) id: string, @CurrentActor() actor: Actor | null): Items {
    return this.services.call('conditions.content', { id }, actor);
  }

  @Get('users/conditions')
  @SignedIn()
  saved(@SignedInActor() actor: Actor): Promise<Condition[]> {
    return this.services.call('conditions.list-saved', {}, actor);
  }

  @Post('users/conditions')
  @HttpCode(200)
  @SignedIn()
  save(@ValidBody(ConditionIdBodySchema) body: ConditionIdBody, @SignedInActor() actor: Actor): Promise<Condition[]> {
    return this.services.call('conditions.save', body, actor);
  }

  @Delete('users/conditions/:conditionId')
  @SignedIn()
  remove(@ValidParam('conditionId', ConditionIdParam) conditionId: string, @SignedInActor() actor: Actor): Promise<Condition[]> {
    return this.services.call('conditions.remove', { conditionId }, actor);
  }
}
