import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { OnEvent } from '@kiin/service-kit';
import { UsersRepository } from '../users/users.repository';
import { PremiumRepository } from './premium.repository';

/** identity-svc's handlers of billing's subscription events. */
@Injectable()
export class PremiumHandlers {
  constructor(
    private readonly entitlements: PremiumRepository,
    private readonly users: UsersRepository,
  ) {}

  @OnEvent('subscription.activated.v1')
  onSubscriptionActivated(em: EntityManager, event: Envelope<EventMap['subscription.activated.v1']>): Promise<void> {
    const { userId, subscriptionId, version } = event.payload;
    return this.apply(em, userId, subscriptionId, version, true);
  }

  @OnEvent('subscription.cancelled.v1')
  onSubscriptionCancelled(em: EntityManager, event: Envelope<EventMap['subscription.cancelled.v1']>): Promise<void> {
    const { userId, subscriptionId, version } = event.payload;
    return this.apply(em, userId, subscriptionId, version ?? Number.MAX_SAFE_INTEGER, false);
  }

  /**
   * `isPremium` follows billing's events and nothing else. Each event applies once (the
   * consumer records its id in the same transaction). Activation and cancellation travel on
   * different topics, so they may arrive out of order: each carries its subscription's
   * version, and an older one than already applied changes nothing; a cancellation of an
   * earlier subscription does not end a newer one.
   */
  private async apply(em: EntityManager, userId: string, subscriptionId: string, version: number, active: boolean): Promise<void> {
    const current = await this.entitlements.lockEntitlement(em, userId);
    if (current) {
      if (current.subscription_id === subscriptionId && current.version >= version) return;
      if (current.subscription_id !== subscriptionId && !active) return;
    }
    if (!(await this.users.setPremium(em, userId, active))) return;
    await this.entitlements.upsertEntitlement(em, userId, subscriptionId, version, active);
  }
}
