import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Condition as ConditionDto, ErrorCode, errorMessage, ServiceName } from '@kiin/contracts';
import { DomainError, recordEvent } from '@kiin/service-kit';
import type { Condition } from './condition.entity';
import { ConditionsRepository } from './conditions.repository';

const toDto = (c: Condition): ConditionDto => ({ id: c.id, name: c.name, description: c.description, icon: c.icon });

@Injectable()
export class ConditionsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly conditions: ConditionsRepository,
  ) {}

  async list(): Promise<ConditionDto[]> {
    const rows = await this.conditions.findAll();
    return rows.map(toDto);
  }

  async assertExists(id: string, em?: EntityManager): Promise<void> {
    if (!(await this.conditions.exists(id, em))) {
      throw new DomainError(ErrorCode.ConditionNotFound, errorMessage.conditionNotFound);
    }
  }

  async saved(actor: Actor, em?: EntityManager): Promise<ConditionDto[]> {
    const saved = await this.conditions.findSaved(actor.userId, em);
    if (saved.length === 0) return [];
    const conditions = await this.conditions.findByIds(saved.map((s) => s.conditionId), em);
    const byId = new Map(conditions.map((c) => [c.id, c]));
    return saved.flatMap((s) => (byId.has(s.conditionId) ? [toDto(byId.get(s.conditionId)!)] : []));
  }

  /** Idempotent: saving a saved condition changes nothing and emits nothing. */
  save(actor: Actor, conditionId: string): Promise<ConditionDto[]> {
    return this.orm.em.fork().transactional(async (em) => {
      await this.assertExists(conditionId, em);
      if (await this.conditions.insertSaved(em, actor.userId, conditionId)) {
        recordEvent(em, ServiceName.Content, 'condition.saved.v1', actor.userId, { userId: actor.userId, conditionId });
        await em.flush();
      }
      return this.saved(actor, em);
    });
  }

  /** Idempotent: removing a condition that is not saved changes nothing. */
  remove(actor: Actor, conditionId: string): Promise<ConditionDto[]> {
    return this.orm.em.fork().transactional(async (em) => {
      const deleted = await this.conditions.deleteSaved(em, actor.userId, conditionId);
      if (deleted > 0) {
        recordEvent(em, ServiceName.Content, 'condition.removed.v1', actor.userId, { userId: actor.userId, conditionId });
        await em.flush();
      }
      return this.saved(actor, em);
    });
  }
}
