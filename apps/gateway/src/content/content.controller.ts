import { Controller, Delete, Get, Header, HttpCode, Post, Res } from '@nestjs/common';
import {
  type Actor,
  type Completion,
  CompletionSchema,
  type Condition,
  ConditionSchema,
  type ConditionIdBody,
  ConditionIdBodySchema,
  type ContentIdBody,
  ContentIdBodySchema,
  type ContentItem,
  ContentItemSchema,
  type ContentType,
  contentTypes,
  type JsonText,
} from '@kiin/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentActor, Premium, SignedIn, SignedInActor } from '../auth/actor';
import { PublicRead } from '../http/public-cache';
import { ValidBody, ValidParam } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
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
  @PublicRead({ perTier: true })
  @Endpoint({ summary: 'The public catalogue (premium items without their full content unless premium)', tag: 'content', response: ContentItemSchema.array() })
  @Header('content-type', json)
  free(@CurrentActor() actor: Actor | null): Items {
    return this.services.call('content.list-free', {}, actor);
  }

  @Get('content/premium')
  @PublicRead({ perTier: true })
  @Endpoint({ summary: 'Premium items', tag: 'content', response: ContentItemSchema.array() })
  @Header('content-type', json)
  @Premium()
  premium(@CurrentActor() actor: Actor | null): Items {
    return this.services.call('content.list-premium', {}, actor);
  }

  @Get('content/type/:type')
  @PublicRead({ perTier: true })
  @Endpoint({ summary: 'Items of one type', tag: 'content', response: ContentItemSchema.array() })
  @Header('content-type', json)
  byType(@ValidParam('type', TypeParam) type: ContentType, @CurrentActor() actor: Actor | null): Items {
    return this.services.call('content.list-by-type', { type }, actor);
  }

  @Get('content/:id')
  @PublicRead({ perTier: true })
  @Endpoint({ summary: 'One item (teaser only when premium and the caller is not)', tag: 'content', response: ContentItemSchema, errors: [404] })
  get(@ValidParam('id', ContentIdParam) id: string, @CurrentActor() actor: Actor | null): Promise<ContentItem> {
    return this.services.call('content.get', { id }, actor);
  }

  @Get('users/completed-content')
  @Endpoint({ summary: "The user's completed items", tag: 'content', response: CompletionSchema.array() })
  @SignedIn()
  completions(@SignedInActor() actor: Actor): Promise<Completion[]> {
    return this.services.call('content.list-completions', {}, actor);
  }

  /** 201 for a first completion, 200 when it was already complete (nothing changes). */
  @Post('users/completed-content')
  @Endpoint({ summary: 'Mark an item complete: 201 the first time, 200 when it already was', tag: 'content', response: CompletionSchema, alsoOk: [200], errors: [404] })
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
  @PublicRead()
  @Endpoint({ summary: 'All conditions', tag: 'conditions', response: ConditionSchema.array() })
  conditions(): Promise<Condition[]> {
    return this.services.call('conditions.list', {});
  }

  @Get('conditions/:id/content')
  @PublicRead({ perTier: true })
  @Endpoint({ summary: 'Content for a condition', tag: 'conditions', response: ContentItemSchema.array(), errors: [404] })
  @Header('content-type', json)
  conditionContent(@ValidParam('id', ConditionIdParam) id: string, @CurrentActor() actor: Actor | null): Items {
    return this.services.call('conditions.content', { id }, actor);
  }

  @Get('users/conditions')
  @Endpoint({ summary: "The user's saved conditions", tag: 'conditions', response: ConditionSchema.array() })
  @SignedIn()
  saved(@SignedInActor() actor: Actor): Promise<Condition[]> {
    return this.services.call('conditions.list-saved', {}, actor);
  }

  @Post('users/conditions')
  @Endpoint({ summary: 'Save a condition (idempotent)', tag: 'conditions', response: ConditionSchema.array(), errors: [404] })
  @HttpCode(200)
  @SignedIn()
  save(@ValidBody(ConditionIdBodySchema) body: ConditionIdBody, @SignedInActor() actor: Actor): Promise<Condition[]> {
    return this.services.call('conditions.save', body, actor);
  }

  @Delete('users/conditions/:conditionId')
  @Endpoint({ summary: 'Remove a saved condition (idempotent)', tag: 'conditions', response: ConditionSchema.array() })
  @SignedIn()
  remove(@ValidParam('conditionId', ConditionIdParam) conditionId: string, @SignedInActor() actor: Actor): Promise<Condition[]> {
    return this.services.call('conditions.remove', { conditionId }, actor);
  }
}
