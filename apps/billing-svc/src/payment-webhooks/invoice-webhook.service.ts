import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { membershipPlan, ServiceName } from '@kiin/contracts';
import { recordEvent } from '@kiin/service-kit';
import type Stripe from 'stripe';
import { PaymentsRepository } from '../payments/payments.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { issueTaxInvoice } from '../tax/issue-tax-invoice';
import { TaxInvoicesRepository } from '../tax/tax-invoices.repository';
import type { WebhookEffect } from './provider-event';
import { SubscriptionWebhookService } from './subscription-webhook.service';

/** `invoice.paid` and `invoice.payment_failed`: a membership period paid (a tax invoice), or its renewal failing. */
@Injectable()
export class InvoiceWebhookService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionWebhookService,
    private readonly payments: PaymentsRepository,
    private readonly invoices: TaxInvoicesRepository,
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
    const issued = await issueTaxInvoice(tx, this.invoices, userId, invoice.id, `${membershipPlan.name} (${membershipPlan.priceLabel})`, paid);
    if (issued) recordEvent(tx, ServiceName.Billing, 'payment.succeeded.v1', userId, { userId, paymentId: invoice.id, planId: membershipPlan.id, amountCents: paid });
    await this.payments.markMembershipPaid(tx, sub.id);
  }
}
