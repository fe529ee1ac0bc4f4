import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceName } from '@kiin/contracts';
import { recordEvent } from '@kiin/service-kit';
import type Stripe from 'stripe';
import { BookingsService } from '../kliinics/bookings.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { iso } from '../payments/stripe-values';
import { SubscriptionsRepository } from '../payments/subscriptions.repository';
import type { WebhookEffect } from './provider-event';

/** Premium holds while a subscription is paid up or its renewal is being retried. */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** `customer.subscription.*`: billing's mirror of the membership, and premium starting or ending with it. */
@Injectable()
export class SubscriptionWebhookService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly bookings: BookingsService,
    private readonly rows: SubscriptionsRepository,
  ) {}

  async effectOf(subscriptionId: string): Promise<WebhookEffect> {
    const sub = await this.provider.stripe.subscriptions.retrieve(subscriptionId);
    return (tx) => this.apply(tx, sub);
  }

  /** Mirrors the provider's subscription; premium changes travel as events, in order. */
  async apply(tx: EntityManager, sub: Stripe.Subscription): Promise<void> {
    const userId = sub.metadata?.userId;
    if (!userId) return;
    const periodEnd = sub.items?.data?.[0]?.current_period_end ?? null;
    await this.rows.insertIfNew(tx, sub.id, userId, sub.status);
    const row = await this.rows.lockById(tx, sub.id);
    const premium = PREMIUM_STATUSES.has(sub.status);
    const version = premium === row.premium ? row.version : row.version + 1;
    await this.rows.mirror(tx, sub.id, {
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
      premium,
      version,
    });
    // Cancelled, or kept again, while premium carries on to the period's end: the member is told.
    if (premium && row.premium && row.cancel_at_period_end !== sub.cancel_at_period_end) {
      recordEvent(tx, ServiceName.Billing, 'subscription.renewal-changed.v1', userId, {
        userId,
        subscriptionId: sub.id,
        renews: !sub.cancel_at_period_end,
        periodEndsAt: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
      });
    }
    if (premium === row.premium) return;
    if (premium) {
      recordEvent(tx, ServiceName.Billing, 'subscription.activated.v1', userId, { userId, subscriptionId: sub.id, version });
    } else if (row.premium) {
      const endsAt = iso(sub.ended_at) ?? new Date().toISOString();
      recordEvent(tx, ServiceName.Billing, 'subscription.cancelled.v1', userId, { userId, subscriptionId: sub.id, endsAt, version });
      await this.bookings.releaseIncludedSeats(tx, userId);
    }
  }
}
