import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The subscription an account's premium follows, as last applied. */
export interface Entitlement {
  subscription_id: string;
  version: number;
}

/** Premium entitlements. SQL: `premium_entitlement` has no entity. Runs in the consumer's transaction (`em`). */
@Injectable()
export class PremiumRepository {
  /** The member's entitlement, locked until the transaction ends (`for update`). */
  async lockEntitlement(em: EntityManager, userId: string): Promise<Entitlement | undefined> {
    const [current] = await em.execute<Entitlement[]>('select subscription_id, version from premium_entitlement where user_id = ? for update', [userId]);
    return current;
  }

  /** Records the subscription, version and state applied (`on conflict` updates the member's one row). */
  async upsertEntitlement(em: EntityManager, userId: string, subscriptionId: string, version: number, active: boolean): Promise<void> {
    await em.execute(
      `insert into premium_entitlement (user_id, subscription_id, version, active) values (?, ?, ?, ?)
     on conflict (user_id) do update set subscription_id = excluded.subscription_id, version = excluded.version,
       active = excluded.active, updated_at = now()`,
      [userId, subscriptionId, version, active],
    );
  }
}
