import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { OnEvent } from '@kiin/service-kit';

/**
 * `isPremium` follows billing's events and nothing else. Each event applies once (the
 * consumer records its id in the same transaction). Activation and cancellation travel on
 * different topics, so they may arrive out of order: each carries its subscription's
 * version, and an older one than already applied changes nothing; a cancellation of an
 * earlier subscription does not end a newer one.
 */
async function apply(em: EntityManager, userId: string, subscriptionId: string, version: number, active: boolean): Promise<void> {
  const [current] = await em.execute<{ subscription_id: string; version: number }[]>(
    'select subscription_id, version from premium_entitlement where user_id = ? for update',
    [userId],
  );
  if (current) {
    if (current.subscription_id === subscriptionId && current.version >= version) return;
    if (current.subscription_id !== subscriptionId && !active) return;
  }
  const [user] = await em.execute('update app_user set is_premium = ? where id = ? returning id', [active, userId]);
  if (!user) return;
  await em.execute(
    `insert into premium_entitlement (user_id, subscription_id, version, active) values (?, ?, ?, ?)
     on conflict (user_id) do update set subscription_id = excluded.subscription_id, version = excluded.version,
       active = excluded.active, updated_at = now()`,
    [userId, subscriptionId, version, active],
  );
}

/** identity-svc's handlers of billing's subscription events. */
@Injectable()
export class PremiumHandlers {
  @OnEvent('subscription.activated.v1')
  onSubscriptionActivated(em: EntityManager, event: Envelope<EventMap['subscription.activated.v1']>): Promise<void> {
    const { userId, subscriptionId, version } = event.payload;
    return apply(em, userId, subscriptionId, version, true);
  }

  @OnEvent('subscription.cancelled.v1')
  onSubscriptionCancelled(em: EntityManager, event: Envelope<EventMap['subscription.cancelled.v1']>): Promise<void> {
    const { userId, subscriptionId, version } = event.payload;
    return apply(em, userId, subscriptionId, version ?? Number.MAX_SAFE_INTEGER, false);
  }
}
