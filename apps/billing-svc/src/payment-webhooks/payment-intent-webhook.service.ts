import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kliinicPlan, ServiceName } from '@kiin/contracts';
import { logger, recordEvent } from '@kiin/service-kit';
import type Stripe from 'stripe';
import { BookingsService } from '../kliinics/bookings.service';
import { KliinicSessionsRepository } from '../kliinics/kliinic-sessions.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { issueTaxInvoice } from '../tax/issue-tax-invoice';
import { TaxInvoicesRepository } from '../tax/tax-invoices.repository';
import type { WebhookEffect } from './provider-event';

/** `payment_intent.succeeded` and `payment_intent.payment_failed`: a ticket paid, or a payment that failed. */
@Injectable()
export class PaymentIntentWebhookService {
  private readonly log = logger();

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly bookings: BookingsService,
    private readonly payments: PaymentsRepository,
    private readonly sessions: KliinicSessionsRepository,
    private readonly invoices: TaxInvoicesRepository,
  ) {}

  async effectOf(intentId: string): Promise<WebhookEffect> {
    const intent = await this.provider.stripe.paymentIntents.retrieve(intentId);
    return (tx) => this.apply(tx, intent);
  }

  /**
   * A ticket paid: the seat is given if the member may still have one now. If not (they
   * already hold a seat, the session is full or was cancelled), the payment is marked for a
   * refund instead: no seat, no invoice.
   */
  private async apply(tx: EntityManager, intent: Stripe.PaymentIntent): Promise<void> {
    const status = intent.status === 'succeeded' ? 'succeeded' : intent.last_payment_error ? 'failed' : 'pending';
    await this.payments.recordIntentStatus(tx, intent.id, status, intent.last_payment_error?.message ?? null);
    const meta = intent.metadata ?? {};
    if (intent.status !== 'succeeded' || meta.kind !== 'kliinic' || !meta.userId || !meta.sessionId) return;
    const charge = intent.latest_charge
      ? await this.provider.stripe.charges.retrieve(typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge.id)
      : null;
    if (charge?.refunded) return;
    const seat = await this.bookings.seatTicket(tx, intent.id, meta.sessionId, meta.userId);
    if (seat.outcome === 'decided') return;
    if (seat.outcome === 'no-seat') {
      await this.payments.markRefundDue(tx, {
        id: intent.id,
        userId: meta.userId,
        planId: kliinicPlan.id,
        sessionId: meta.sessionId,
        clientSecret: intent.client_secret ?? '',
        amountCents: intent.amount,
        reason: seat.reason,
      });
      this.log.warn({ paymentId: intent.id, reason: seat.reason }, 'a paid ticket could not be given a seat; refunding it');
      return;
    }
    const title = await this.sessions.findTitle(tx, meta.sessionId);
    await issueTaxInvoice(tx, this.invoices, meta.userId, intent.id, `Kliinic ticket: ${title ?? 'kliinic'}`, intent.amount_received || intent.amount);
    recordEvent(tx, ServiceName.Billing, 'payment.succeeded.v1', meta.userId, {
      userId: meta.userId,
      paymentId: intent.id,
      planId: kliinicPlan.id,
      amountCents: intent.amount_received || intent.amount,
    });
  }
}
