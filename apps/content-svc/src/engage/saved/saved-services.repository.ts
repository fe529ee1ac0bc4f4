import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { SavedSupportService } from './saved-service.entity';

/** The support services members saved. Methods taking an `em` run in the caller's transaction. */
@Injectable()
export class SavedServicesRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Oldest first. */
  findByUser(userId: string, em: EntityManager = this.orm.em.fork()): Promise<SavedSupportService[]> {
    return em.find(SavedSupportService, { userId }, { orderBy: { savedAt: 'asc', serviceId: 'asc' } });
  }

  /** SQL: an advisory lock per member, so two saves at once cannot both pass the limit. */
  async lockMember(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(hashtext('saved_support_service:' || ?))`, [userId]);
  }

  /** SQL: `on conflict do nothing` saves a service once, keeping the first save's need. */
  async insertOnce(em: EntityManager, userId: string, serviceId: string, need: string | null): Promise<void> {
    await em.execute(
      `insert into saved_support_service (user_id, service_id, need, saved_at) values (?, ?, ?, now())
         on conflict (user_id, service_id) do nothing`,
      [userId, serviceId, need],
    );
  }

  /** The number of rows deleted (0 when it was not saved). */
  delete(em: EntityManager, userId: string, serviceId: string): Promise<number> {
    return em.nativeDelete(SavedSupportService, { userId, serviceId });
  }
}
