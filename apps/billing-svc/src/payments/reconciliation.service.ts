import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '@kiin/service-kit';
import type Stripe from 'stripe';
import type { ProviderEvent } from '../payment-webhooks/provider-event';
import { WebhooksService } from '../payment-webhooks/webhooks.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider';
import { callProvider, missingAsNull } from './provider-call';
import { TaxInvoicesRepository } from '../tax/tax-invoices.repository';
import { PaymentsRepository } from './payments.repository';
import { SeatlessRefundsService } from './seatless-refunds.service';
import { idOf } from './stripe-values';
import { SubscriptionsRepository } from './subscriptions.repository';

/** What reconciliation repaired. */
export interface ReconcileResult {
  checked: number;
  repaired: number;
}

/** The safety net under the webhooks: what the provider has, compared with what billing recorded. */
@Injectable()
export class ReconciliationService {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly webhooks: WebhooksService,
    private readonly refunds: SeatlessRefundsService,
    private readonly payments: PaymentsRepository,
    private readonly subscriptionRows: SubscriptionsRepository,
    private readonly invoices: TaxInvoicesRepository,
  ) {}

  private get stripe(): Stripe {
    return this.provider.stripe;
  }

  /**
   * Compares recent provider objects (kliinic PaymentIntents, subscriptions and their latest
   * invoice) with local state, and applies what a missed webhook would have done, through the
   * webhook's own handler. Each repair is recorded under an event id made from the object and
   * the state it repairs to, so a second run (or the late webhook itself) changes nothing twice.
   */
  async reconcile(lookbackHours = 72, now = new Date()): Promise<ReconcileResult> {
    const since = Math.floor(now.getTime() / 1000) - lookbackHours * 3600;
    const em = this.orm.em.fork();
    const repairs: ProviderEvent[] = [];
    let checked = 0;
    const repair = (type: Stripe.Event['type'], objectId: string, state: string) =>
      repairs.push({ id: `reconcile_${objectId}_${state}`, type, data: { object: { id: objectId } } });

    const intents = await callProvider(() => this.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 }).autoPagingToArray({ limit: 1000 }));
    for (const intent of intents) {
      if (intent.metadata?.kind !== 'kliinic') continue;
      checked += 1;
      const local = await this.payments.findTicketState(em, intent.id);
      if (intent.status === 'succeeded' && (!local || (local.seats === 0 && !['refunded', 'refund_due'].includes(local.status)))) repair('payment_intent.succeeded', intent.id, 'succeeded');
      else if (intent.last_payment_error && local?.status === 'pending') repair('payment_intent.payment_failed', intent.id, `failed_${idOf(intent.payment_method) ?? 'none'}`);
    }

    const listed = await callProvider(() => this.stripe.subscriptions.list({ status: 'all', created: { gte: since }, limit: 100 }).autoPagingToArray({ limit: 1000 }));
    const open = await this.subscriptionRows.findOpenIds(em);
    const subscriptions = new Map(listed.map((sub) => [sub.id, sub]));
    for (const id of open) {
      if (subscriptions.has(id)) continue;
      // One the provider no longer has (its customer was deleted with the member's account) is left alone.
      const sub = await callProvider(() => this.stripe.subscriptions.retrieve(id).catch(missingAsNull));
      if (sub) subscriptions.set(id, sub);
    }
    for (const sub of subscriptions.values()) {
      if (!sub.metadata?.userId) continue;
      checked += 1;
      const periodEnd = sub.items?.data?.[0]?.current_period_end ?? null;
      const row = await this.subscriptionRows.findById(em, sub.id);
      const same =
        row &&
        row.status === sub.status &&
        row.cancel_at_period_end === sub.cancel_at_period_end &&
        (row.current_period_end ? new Date(row.current_period_end).getTime() : null) === (periodEnd ? periodEnd * 1000 : null);
      if (!same) repair('customer.subscription.updated', sub.id, `${sub.status}_${sub.cancel_at_period_end ? 'ending' : 'renewing'}_${periodEnd ?? 0}`);
      const invoiceId = idOf(sub.latest_invoice);
      if (!invoiceId) continue;
      const invoice = await callProvider(() => this.stripe.invoices.retrieve(invoiceId).catch(missingAsNull));
      if (invoice?.status !== 'paid') continue;
      if (!(await this.invoices.isIssuedFor(em, invoice.id))) repair('invoice.paid', invoice.id, 'paid');
    }

    let repaired = 0;
    for (const event of repairs) if (await this.webhooks.apply(event)) repaired += 1;
    repaired += await this.refunds.settle();
    if (repaired > 0) this.log.warn({ repaired, checked }, 'reconciliation repaired what missed webhooks left behind');
    return { checked, repaired };
  }
}
