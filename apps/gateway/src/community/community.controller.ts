import { createHmac } from 'node:crypto';
import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import {
  type Actor,
  type Comment,
  type CommentListQuery,
  CommentListQuerySchema,
  communityMessages,
  type CreateCommentBody,
  CreateCommentBodySchema,
  type CreateDiscussionBody,
  CreateDiscussionBodySchema,
  type CreatedComment,
  type CreatedDiscussion,
  type DecideBody,
  DecideBodySchema,
  type Discussion,
  type DiscussionListQuery,
  DiscussionListQuerySchema,
  type DiscussionSummary,
  ErrorCode,
  type FlagBody,
  FlagBodySchema,
  type ModerationNotice,
  type ModerationQueueQuery,
  ModerationQueueQuerySchema,
  type Page,
  type ReviewItem,
  type WatchedPhrase,
  type WatchedPhraseBody,
  WatchedPhraseBodySchema,
} from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentActor, SignedIn, SignedInActor } from '../auth/actor';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { ValidBody, ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { RequiresAccess } from './staff';

const uuid = z.uuid();
/** A path id that is not a UUID names no discussion: 404 with the spec's words, not a 400. */
const discussionId = (id: string): string => {
  if (!uuid.safeParse(id).success) throw new DomainError(ErrorCode.DiscussionNotFound, communityMessages.discussionNotFound);
  return id;
};
const postId = (id: string): string => {
  if (!uuid.safeParse(id).success) throw new DomainError(ErrorCode.PostNotFound, communityMessages.postNotFound);
  return id;
};

@Controller('api')
export class CommunityController {
  constructor(
    private readonly services: ServiceClients,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /**
   * Who is reading, for counting views once a day: a visitor is a keyed hash of their address
   * and the date, so community-svc never sees the address.
   */
  private viewerKey(request: FastifyRequest): string {
    const day = new Date().toISOString().slice(0, 10);
    return createHmac('sha256', this.env.INTERNAL_RPC_SECRET).update(`view:${day}:${request.ip}`).digest('hex');
  }

  @Get('discussions')
  @Endpoint({
    summary:
      'A page of discussions, newest first: { items, nextCursor }, each item with a plain-text excerpt (withheld for premium-only unless premium); search with q, filter with access',
    tag: 'community',
    errors: [401],
  })
  list(@ValidQuery(DiscussionListQuerySchema) query: DiscussionListQuery, @CurrentActor() actor: Actor | null): Promise<Page<DiscussionSummary>> {
    return this.services.call('community.list-discussions', query, actor);
  }

  @Post('discussions')
  @Endpoint({ summary: 'Start a discussion: published, or held for review (new members, watched phrases)', tag: 'community', errors: [429] })
  @SignedIn()
  create(@ValidBody(CreateDiscussionBodySchema) body: CreateDiscussionBody, @SignedInActor() actor: Actor): Promise<CreatedDiscussion> {
    return this.services.call('community.create-discussion', body, actor);
  }

  @Get('discussions/:id')
  @Endpoint({ summary: 'One discussion; a view counts once per reader per day', tag: 'community', errors: [403, 404] })
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null, @Req() request: FastifyRequest): Promise<Discussion> {
    return this.services.call('community.get-discussion', { id: discussionId(id), viewerKey: this.viewerKey(request) }, actor);
  }

  @Get('discussions/:id/comments')
  @Endpoint({ summary: 'A page of comments on a discussion, oldest first: { items, nextCursor }', tag: 'community', errors: [403, 404] })
  comments(
    @Param('id') id: string,
    @ValidQuery(CommentListQuerySchema) query: CommentListQuery,
    @CurrentActor() actor: Actor | null,
  ): Promise<Page<Comment>> {
    return this.services.call('community.list-comments', { ...query, discussionId: discussionId(id) }, actor);
  }

  @Post('discussions/:id/comments')
  @Endpoint({ summary: 'Comment on a discussion', tag: 'community', errors: [403, 404, 429] })
  @SignedIn()
  comment(@Param('id') id: string, @ValidBody(CreateCommentBodySchema) body: CreateCommentBody, @SignedInActor() actor: Actor): Promise<CreatedComment> {
    return this.services.call('community.create-comment', { ...body, discussionId: discussionId(id) }, actor);
  }

  @Post('discussions/:id/flags')
  @Endpoint({ summary: 'Flag a discussion for moderators, with a reason', tag: 'community', errors: [403, 404, 409] })
  @SignedIn()
  flagDiscussion(@Param('id') id: string, @ValidBody(FlagBodySchema) body: FlagBody, @SignedInActor() actor: Actor) {
    return this.services.call('community.flag', { ...body, postType: 'discussion', postId: postId(id) }, actor);
  }

  @Post('comments/:id/flags')
  @Endpoint({ summary: 'Flag a comment for moderators, with a reason', tag: 'community', errors: [403, 404, 409] })
  @SignedIn()
  flagComment(@Param('id') id: string, @ValidBody(FlagBodySchema) body: FlagBody, @SignedInActor() actor: Actor) {
    return this.services.call('community.flag', { ...body, postType: 'comment', postId: postId(id) }, actor);
  }

  @Get('community/notices')
  @Endpoint({ summary: "What moderators decided about the member's own posts", tag: 'community' })
  @SignedIn()
  notices(@SignedInActor() actor: Actor): Promise<ModerationNotice[]> {
    return this.services.call('community.my-notices', {}, actor);
  }

  @Get('moderation/queue')
  @Endpoint({ summary: 'A page of posts waiting for review, crisis first, then oldest: { items, nextCursor } (moderators only)', tag: 'moderation' })
  @RequiresAccess('community.moderate')
  queue(@ValidQuery(ModerationQueueQuerySchema) query: ModerationQueueQuery, @CurrentActor() actor: Actor): Promise<Page<ReviewItem>> {
    return this.services.call('community.queue', query, actor);
  }

  @Post('moderation/reviews/:id')
  @Endpoint({ summary: 'Keep, hide or delete a post under review, with a note for the author (moderators only)', tag: 'moderation', errors: [404, 409] })
  @HttpCode(200)
  @RequiresAccess('community.moderate')
  decide(@Param('id') id: string, @ValidBody(DecideBodySchema) body: DecideBody, @CurrentActor() actor: Actor) {
    return this.services.call('community.decide', { ...body, reviewId: postId(id) }, actor);
  }

  @Get('moderation/phrases')
  @Endpoint({ summary: 'Watched phrases and their actions (moderators only)', tag: 'moderation' })
  @RequiresAccess('community.edit-watched-phrases')
  phrases(@CurrentActor() actor: Actor): Promise<WatchedPhrase[]> {
    return this.services.call('community.list-phrases', {}, actor);
  }

  @Post('moderation/phrases')
  @Endpoint({ summary: 'Add a watched phrase: block, hold for review or flag (moderators only)', tag: 'moderation', errors: [409] })
  @RequiresAccess('community.edit-watched-phrases')
  addPhrase(@ValidBody(WatchedPhraseBodySchema) body: WatchedPhraseBody, @CurrentActor() actor: Actor): Promise<WatchedPhrase> {
    return this.services.call('community.add-phrase', body, actor);
  }

  @Delete('moderation/phrases/:id')
  @Endpoint({ summary: 'Remove a watched phrase (moderators only)', tag: 'moderation', errors: [404] })
  @RequiresAccess('community.edit-watched-phrases')
  removePhrase(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.services.call('community.remove-phrase', { id: postId(id) }, actor);
  }
}
