import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage, type Membership, membershipPlan, type SetPremiumResult } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { SubscriptionWebhookService } from '../payment-webhooks/subscription-webhook.service';
import { idempotencyKeys } from './idempotency';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider';
import { callProvider } from './provider-call';
import { SubscriptionsRepository } from './subscriptions.repository';

/** The member's membership as they see it on their profile, and cancelling or keeping it. */
@Injectable()
export class MembershipService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionWebhookService,
    private readonly rows: SubscriptionsRepository,
  ) {}

  /**
   * Cancel at the period's end (`false`) or keep it after all (`true`). The provider's answer is
   * mirrored at once, as its webhook would, so the profile shows the change straight away.
   */
  async setPremium(actor: Actor, isPremium: boolean): Promise<SetPremiumResult> {
    const em = this.orm.em.fork();
    const sub = await this.rows.findNewestLive(em, actor.userId);
    if (!isPremium) {
      if (!sub) throw new DomainError(ErrorCode.NothingToCancel, errorMessage.nothingToCancel);
      if (!sub.cancel_at_period_end) {
        const updated = await callProvider(() =>
          this.provider.stripe.subscriptions.update(
            sub.id,
            { cancel_at_period_end: true },
            { idempotencyKey: idempotencyKeys.cancelAtPeriodEnd(sub.id, sub.version, new Date(sub.updated_at)) },
          ),
        );
        await em.transactional((tx) => this.subscriptions.apply(tx, updated));
      }
      const row = (await this.rows.findById(em, sub.id))!;
      return { title: 'Subscription cancelled', until: row.current_period_end ? new Date(row.current_period_end).toISOString() : null };
    }
    if (!sub) throw new DomainError(ErrorCode.NothingToResume, errorMessage.nothingToResume);
    if (sub.cancel_at_period_end) {
      const updated = await callProvider(() =>
        this.provider.stripe.subscriptions.update(
          sub.id,
          { cancel_at_period_end: false },
          { idempotencyKey: idempotencyKeys.resume(sub.id, sub.version, new Date(sub.updated_at)) },
        ),
      );
      await em.transactional((tx) => this.subscriptions.apply(tx, updated));
    }
    const row = (await this.rows.findById(em, sub.id))!;
    return { title: 'Upgraded to premium', until: row.current_period_end ? new Date(row.current_period_end).toISOString() : null };
  }

  async membership(actor: Actor): Promise<Membership> {
    const sub = await this.rows.findNewestStarted(this.orm.em.fork(), actor.userId);
    const periodEnd = sub?.current_period_end ? new Date(sub.current_period_end).toISOString() : null;
    const status: Membership['status'] = !sub
      ? 'none'
      : sub.status === 'past_due'
        ? 'past_due'
        : sub.premium && sub.cancel_at_period_end
          ? 'ending'
          : sub.premium
            ? 'active'
            : 'ended';
    return {
      status,
      planName: sub ? membershipPlan.name : null,
      priceLabel: sub ? membershipPlan.priceLabel : null,
      renewsAt: status === 'active' || status === 'past_due' ? periodEnd : null,
      endsAt: status === 'ending' ? periodEnd : status === 'ended' && sub?.ended_at ? new Date(sub.ended_at).toISOString() : null,
    };
  }
}
