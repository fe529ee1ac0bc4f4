import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The coach's projection of each member's saved conditions (`member_condition`), kept from content-svc's events. */
@Injectable()
export class MemberConditionsRepository {
  async add(em: EntityManager, userId: string, conditionId: string): Promise<void> {
    await em.execute('insert into member_condition (user_id, condition_id) values (?, ?) on conflict do nothing', [userId, conditionId]);
  }

  async remove(em: EntityManager, userId: string, conditionId: string): Promise<void> {
    await em.execute('delete from member_condition where user_id = ? and condition_id = ?', [userId, conditionId]);
  }
}
