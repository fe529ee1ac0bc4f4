import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { membershipPlan, ServiceName } from '@kiin/contracts';
import { recordEvent } from '@kiin/service-kit';
import type Stripe from 'stripe';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { issueTaxInvoice } from '../tax/issue-tax-invoice';
import type { WebhookEffect } from './provider-event';
import { SubscriptionWebhookService } from './subscription-webhook.service';

/** `invoice.paid` and `invoice.payment_failed`: a membership period paid (a tax invoice), or its renewal failing. */
@Injectable()
export class InvoiceWebhookService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionWebhookService,
  ) {}

  /** The invoice and the subscription it bills are both read: the subscription's state comes with it. */
  async effectOf(invoiceId: string): Promise<WebhookEffect> {
    const invoice = await this.provider.stripe.invoices.retrieve(invoiceId);
    const subId = invoice.parent?.subscription_details?.subscription;
    const sub = subId ? await this.provider.stripe.subscriptions.retrieve(typeof subId === 'string' ? subId : subId.id) : null;
    return async (tx) => {
      if (sub) await this.subscriptions.apply(tx, sub);
      if (sub && invoice.status === 'paid') await this.applyPaid(tx, invoice, sub);
    };
  }

  private async applyPaid(tx: EntityManager, invoice: Stripe.Invoice, sub: Stripe.Subscription): Promise<void> {
    const userId = sub.metadata?.userId;
    if (!userId) return;
    const paid = invoice.amount_paid;
    const issued = await issueTaxInvoice(tx, userId, invoice.id, `${membershipPlan.name} (${membershipPlan.priceLabel})`, paid);
    if (issued) recordEvent(tx, ServiceName.Billing, 'payment.succeeded.v1', userId, { userId, paymentId: invoice.id, planId: membershipPlan.id, amountCents: paid });
    await tx.execute(`update payment set status = 'succeeded', updated_at = now() where subscription_id = ? and status <> 'succeeded'`, [sub.id]);
  }
}
