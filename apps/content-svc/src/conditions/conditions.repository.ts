import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Condition, SavedCondition } from './condition.entity';

/**
 * Conditions and the ones members saved. Methods with an optional `em` read in the caller's
 * transaction when given one, on their own otherwise.
 */
@Injectable()
export class ConditionsRepository {
  constructor(private readonly orm: MikroORM) {}

  findAll(): Promise<Condition[]> {
    return this.orm.em.fork().find(Condition, {}, { orderBy: { name: 'asc' } });
  }

  async exists(id: string, em: EntityManager = this.orm.em.fork()): Promise<boolean> {
    return (await em.count(Condition, { id })) > 0;
  }

  findByIds(ids: string[], em: EntityManager = this.orm.em.fork()): Promise<Condition[]> {
    return em.find(Condition, { id: { $in: ids } });
  }

  /** Oldest first. */
  findSaved(userId: string, em: EntityManager = this.orm.em.fork()): Promise<SavedCondition[]> {
    return em.find(SavedCondition, { userId }, { orderBy: { savedAt: 'asc' } });
  }

  async findSavedIds(userId: string): Promise<string[]> {
    const rows = await this.orm.em.fork().find(SavedCondition, { userId }, { fields: ['conditionId'] });
    return rows.map((row) => row.conditionId);
  }

  /** SQL: `on conflict do nothing` saves a condition once. False when it was saved already. */
  async insertSaved(em: EntityManager, userId: string, conditionId: string): Promise<boolean> {
    const inserted = await em.execute<{ condition_id: string }[]>(
      `insert into saved_condition (user_id, condition_id, saved_at) values (?, ?, now())
         on conflict do nothing returning condition_id`,
      [userId, conditionId],
    );
    return inserted.length > 0;
  }

  /** The number of rows deleted (0 when the condition was not saved). */
  deleteSaved(em: EntityManager, userId: string, conditionId: string): Promise<number> {
    return em.nativeDelete(SavedCondition, { userId, conditionId });
  }
}
