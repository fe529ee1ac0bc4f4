import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Completion } from './completion.entity';

/** Members' completions of content items. */
@Injectable()
export class CompletionsRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * SQL: `on conflict do nothing` records a completion once. Returns when it was recorded, or
   * undefined when the member had completed the item before. Runs in the caller's transaction.
   */
  async insertOnce(em: EntityManager, userId: string, contentId: string): Promise<Date | undefined> {
    const inserted = await em.execute<{ completed_at: Date }[]>(
      `insert into completion (user_id, content_id, completed_at) values (?, ?, now())
         on conflict (user_id, content_id) do nothing returning completed_at`,
      [userId, contentId],
    );
    return inserted.length > 0 ? inserted[0].completed_at : undefined;
  }

  findOneOrFail(em: EntityManager, userId: string, contentId: string): Promise<Completion> {
    return em.findOneOrFail(Completion, { userId, contentId });
  }

  /** Newest first. */
  findByUser(userId: string): Promise<Completion[]> {
    return this.orm.em.fork().find(Completion, { userId }, { orderBy: { completedAt: 'desc' } });
  }
}
