import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { OnEvent } from '@kiin/service-kit';
import { MemberConditionsRepository } from './member-conditions.repository';

/** Keeps the coach's view of each member's conditions. */
@Injectable()
export class ContextConsumer {
  constructor(private readonly conditions: MemberConditionsRepository) {}

  @OnEvent('condition.saved.v1')
  async conditionSaved(em: EntityManager, event: Envelope<EventMap['condition.saved.v1']>): Promise<void> {
    await this.conditions.add(em, event.payload.userId, event.payload.conditionId);
  }

  @OnEvent('condition.removed.v1')
  async conditionRemoved(em: EntityManager, event: Envelope<EventMap['condition.removed.v1']>): Promise<void> {
    await this.conditions.remove(em, event.payload.userId, event.payload.conditionId);
  }
}
