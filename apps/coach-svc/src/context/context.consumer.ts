import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { OnEvent } from '@kiin/service-kit';

/** Keeps the coach's view of each member's conditions. */
@Injectable()
export class ContextConsumer {
  @OnEvent('condition.saved.v1')
  async conditionSaved(em: EntityManager, event: Envelope<EventMap['condition.saved.v1']>): Promise<void> {
    await em.execute('insert into member_condition (user_id, condition_id) values (?, ?) on conflict do nothing', [
      event.payload.userId,
      event.payload.conditionId,
    ]);
  }

  @OnEvent('condition.removed.v1')
  async conditionRemoved(em: EntityManager, event: Envelope<EventMap['condition.removed.v1']>): Promise<void> {
    await em.execute('delete from member_condition where user_id = ? and condition_id = ?', [
      event.payload.userId,
      event.payload.conditionId,
    ]);
  }
}
