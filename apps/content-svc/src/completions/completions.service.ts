import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Completion as CompletionDto, ErrorCode, errorMessage, ServiceName } from '@kiin/contracts';
import { DomainError, logger, recordEvent } from '@kiin/service-kit';
import { canSeeFull } from '../content/content.mapper';
import { ContentRepository } from '../content/content.repository';
import { CompletionsRepository } from './completions.repository';

/** A member marks library items complete: once each, with the event that awards the points. */
@Injectable()
export class CompletionsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly items: ContentRepository,
    private readonly completed: CompletionsRepository,
  ) {}

  /**
   * Records a completion once. The first completion and its `content.completed.v1` event
   * commit together; completing again changes nothing and publishes nothing.
   */
  async complete(actor: Actor, contentId: string): Promise<{ completion: CompletionDto; firstTime: boolean }> {
    return this.orm.em.fork().transactional(async (em) => {
      const item = await this.items.findForCompletion(em, contentId);
      if (!item) throw new DomainError(ErrorCode.ContentNotFound, errorMessage.contentNotFound);
      if (!canSeeFull(item, actor)) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.premiumRequired);
      const inserted = await this.completed.insertOnce(em, actor.userId, contentId);
      if (inserted) {
        const completedAt = new Date(inserted).toISOString();
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
      const existing = await this.completed.findOneOrFail(em, actor.userId, contentId);
      return { completion: { contentId, completedAt: existing.completedAt.toISOString() }, firstTime: false };
    });
  }

  async completions(actor: Actor): Promise<CompletionDto[]> {
    const rows = await this.completed.findByUser(actor.userId);
    return rows.map((row) => ({ contentId: row.contentId, completedAt: row.completedAt.toISOString() }));
  }
}
