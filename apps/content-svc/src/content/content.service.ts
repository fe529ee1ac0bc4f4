import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import {
  type Actor,
  type Completion as CompletionDto,
  type ContentItem as ContentItemDto,
  type ContentType,
  ErrorCode,
  errorMessage,
  ServiceName,
} from '@kiin/contracts';
import { DomainError, logger, recordEvent, requirePremium } from '@kiin/service-kit';
import { Completion } from '../completions/completion.entity';
import { ContentItem } from './content-item.entity';
import { canSeeFull, toContentDto } from './content.mapper';

@Injectable()
export class ContentService {
  constructor(private readonly orm: MikroORM) {}

  /** The public catalogue: every item, premium ones as teasers unless the caller is premium. */
  listFree(actor: Actor | null): Promise<ContentItemDto[]> {
    return this.list({}, actor);
  }

  listPremium(actor: Actor | null): Promise<ContentItemDto[]> {
    const member = requirePremium(actor);
    return this.list({ isPremium: true }, member);
  }

  listByType(type: ContentType, actor: Actor | null): Promise<ContentItemDto[]> {
    return this.list({ type }, actor);
  }

  async get(id: string, actor: Actor | null): Promise<ContentItemDto> {
    const item = await this.orm.em.fork().findOne(ContentItem, { id }, { populate: ['conditions'] });
    if (!item) throw new DomainError(ErrorCode.ContentNotFound, errorMessage.contentNotFound);
    return toContentDto(item, actor);
  }

  async listForCondition(conditionId: string, actor: Actor | null): Promise<ContentItemDto[]> {
    return this.list({ conditions: { id: conditionId } }, actor);
  }

  /**
   * Records a completion once. The first completion and its `content.completed.v1` event
   * commit together; completing again changes nothing and publishes nothing.
   */
  async complete(actor: Actor, contentId: string): Promise<{ completion: CompletionDto; firstTime: boolean }> {
    return this.orm.em.fork().transactional(async (em) => {
      const item = await em.findOne(ContentItem, { id: contentId }, { fields: ['id', 'type', 'isPremium'] });
      if (!item) throw new DomainError(ErrorCode.ContentNotFound, errorMessage.contentNotFound);
      if (!canSeeFull(item, actor)) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.premiumRequired);
      const inserted = await em.execute<{ completed_at: Date }[]>(
        `insert into completion (user_id, content_id, completed_at) values (?, ?, now())
         on conflict (user_id, content_id) do nothing returning completed_at`,
        [actor.userId, contentId],
      );
      if (inserted.length > 0) {
        const completedAt = new Date(inserted[0].completed_at).toISOString();
        recordEvent(em, ServiceName.Content, 'content.completed.v1', actor.userId, {
          userId: actor.userId,
          contentId,
          contentType: item.type,
          completedAt,
        });
        await em.flush();
        logger().info({ contentId }, 'content completed');
        return { completion: { contentId, completedAt }, firstTime: true };
      }
      const existing = await em.findOneOrFail(Completion, { userId: actor.userId, contentId });
      return { completion: { contentId, completedAt: existing.completedAt.toISOString() }, firstTime: false };
    });
  }

  async completions(actor: Actor): Promise<CompletionDto[]> {
    const rows = await this.orm.em.fork().find(Completion, { userId: actor.userId }, { orderBy: { completedAt: 'desc' } });
    return rows.map((row) => ({ contentId: row.contentId, completedAt: row.completedAt.toISOString() }));
  }

  private async list(where: FilterQuery<ContentItem>, actor: Actor | null): Promise<ContentItemDto[]> {
    const items = await this.orm.em.fork().find(ContentItem, where, { populate: ['conditions'], orderBy: { position: 'asc' } });
    return items.map((item) => toContentDto(item, actor));
  }
}
