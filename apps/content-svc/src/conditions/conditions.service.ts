import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Condition as ConditionDto, ErrorCode, errorMessage, ServiceName } from '@kiin/contracts';
import { DomainError, recordEvent } from '@kiin/service-kit';
import { Condition, SavedCondition } from './condition.entity';

const toDto = (c: Condition): ConditionDto => ({ id: c.id, name: c.name, description: c.description, icon: c.icon });

@Injectable()
export class ConditionsService {
  constructor(private readonly orm: MikroORM) {}

  async list(): Promise<ConditionDto[]> {
    const rows = await this.orm.em.fork().find(Condition, {}, { orderBy: { name: 'asc' } });
    return rows.map(toDto);
  }

  async assertExists(id: string, em: EntityManager = this.orm.em.fork()): Promise<void> {
    if (!(await em.count(Condition, { id }))) {
      throw new DomainError(ErrorCode.ConditionNotFound, errorMessage.conditionNotFound);
    }
  }

  async saved(actor: Actor, em: EntityManager = this.orm.em.fork()): Promise<ConditionDto[]> {
    const saved = await em.find(SavedCondition, { userId: actor.userId }, { orderBy: { savedAt: 'asc' } });
    if (saved.length === 0) return [];
    const conditions = await em.find(Condition, { id: { $in: saved.map((s) => s.conditionId) } });
    const byId = new Map(conditions.map((c) => [c.id, c]));
    return saved.flatMap((s) => (byId.has(s.conditionId) ? [toDto(byId.get(s.conditionId)!)] : []));
  }

  /** Idempotent: saving a saved condition changes nothing and emits nothing. */
  save(actor: Actor, conditionId: string): Promise<ConditionDto[]> {
    return this.orm.em.fork().transactional(async (em) => {
      await this.assertExists(conditionId, em);
      const inserted = await em.execute<unknown[]>(
        `insert into saved_condition (user_id, condition_id, saved_at) values (?, ?, now())
         on conflict do nothing returning condition_id`,
        [actor.userId, conditionId],
      );
      if (inserted.length > 0) {
        recordEvent(em, ServiceName.Content, 'condition.saved.v1', actor.userId, { userId: actor.userId, conditionId });
        await em.flush();
      }
      return this.saved(actor, em);
    });
  }

  /** Idempotent: removing a condition that is not saved changes nothing. */
  remove(actor: Actor, conditionId: string): Promise<ConditionDto[]> {
    return this.orm.em.fork().transactional(async (em) => {
      const deleted = await em.nativeDelete(SavedCondition, { userId: actor.userId, conditionId });
      if (deleted > 0) {
        recordEvent(em, ServiceName.Content, 'condition.removed.v1', actor.userId, { userId: actor.userId, conditionId });
        await em.flush();
      }
      return this.saved(actor, em);
    });
  }
}
