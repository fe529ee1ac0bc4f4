import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type Stripe from 'stripe';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { callProvider } from '../payments/provider-call';
import { SeatlessRefundsService } from '../payments/seatless-refunds.service';
import { ChargeWebhookService } from './charge-webhook.service';
import { InvoiceWebhookService } from './invoice-webhook.service';
import { PaymentIntentWebhookService } from './payment-intent-webhook.service';
import { ProcessedWebhooksRepository } from './processed-webhooks.repository';
import type { ProviderEvent, WebhookEffect } from './provider-event';
import { SubscriptionWebhookService } from './subscription-webhook.service';

/**
 * The provider's events: verified, then applied once each by the service for their object
 * (a PaymentIntent, an invoice, a subscription or a charge).
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly paymentIntents: PaymentIntentWebhookService,
    private readonly invoices: InvoiceWebhookService,
    private readonly subscriptions: SubscriptionWebhookService,
    private readonly charges: ChargeWebhookService,
    private readonly refunds: SeatlessRefundsService,
    private readonly processed: ProcessedWebhooksRepository,
  ) {}

  /**
   * Verifies the signature (tampered, missing or older than 5 minutes → 400, nothing written),
   * re-reads the object from the provider, then applies the event once: its id is recorded
   * in the same transaction as its effect.
   */
  async receive(payload: string, signature: string | null): Promise<{ received: true }> {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing signature');
      event = this.provider.stripe.webhooks.constructEvent(payload, signature, this.provider.webhookSecret, 300);
    } catch {
      throw new DomainError(ErrorCode.WebhookSignatureInvalid, errorMessage.webhookSignatureInvalid);
    }
    // Every event Kiin handles is about an object with an id; the others are recorded and ignored.
    await this.apply(event as unknown as ProviderEvent);
    if (event.type === 'payment_intent.succeeded') await this.refunds.settle(event.data.object.id);
    return { received: true };
  }

  /**
   * Applies one provider event once: re-reads its object, records its id with the effect.
   * Whether it was new. Reconciliation applies the events a missed webhook would have brought
   * through here too.
   */
  async apply(event: ProviderEvent): Promise<boolean> {
    const em = this.orm.em.fork();
    if (await this.processed.isProcessed(em, event.id)) return false;

    const effect = await callProvider(() => this.effectOf(event));
    return em.transactional(async (tx) => {
      if (!(await this.processed.recordOnce(tx, event.id, event.type))) return false;
      await effect(tx);
      return true;
    });
  }

  /** Reads the current objects for an event, and returns what to do with them. */
  private async effectOf(event: ProviderEvent): Promise<WebhookEffect> {
    const object = event.data.object;
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        return this.paymentIntents.effectOf(object.id);
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.invoices.effectOf(object.id);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptions.effectOf(object.id);
      case 'charge.refunded':
        return this.charges.effectOf(object.id);
      default:
        return () => Promise.resolve();
    }
  }
}
