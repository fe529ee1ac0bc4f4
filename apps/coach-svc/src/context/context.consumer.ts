import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';

/** Keeps the coach's view of each member's conditions. */
@Injectable()
export class ContextConsumer implements OnModuleInit {
  constructor(private readonly kit: Kit) {}

  onModuleInit() {
    this.kit.consume({
      'condition.saved.v1': async (em, event) => {
        await em.execute('insert into member_condition (user_id, condition_id) values (?, ?) on conflict do nothing', [
          event.payload.userId,
          event.payload.conditionId,
        ]);
      },
      'condition.removed.v1': async (em, event) => {
        await em.execute('delete from member_condition where user_id = ? and condition_id = ?', [
          event.payload.userId,
          event.payload.conditionId,
        ]);
      },
    });
  }
}
