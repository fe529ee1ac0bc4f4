import { randomBytes } from 'node:crypto';
import { StripeApiError } from './api-error';
import { type Card, checkCard, testCards } from './cards';
import type { Charges } from './charges';
import type { LocalClock } from './clock';
import type { Customers } from './customers';
import { newId, type Obj, type Params, str } from './objects';
import type { LocalStore } from './store';
import type { WebhookDelivery } from './webhook-delivery';

export class PaymentIntents {
  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
    private readonly webhooks: WebhookDelivery,
    private readonly customers: Customers,
    private readonly charges: Charges,
  ) {}

  /** A new unpaid PaymentIntent (for a ticket, or for a subscription's invoice). */
  async open(amount: number, currency: string, customer: unknown, metadata: unknown, invoice: string | null): Promise<Obj> {
    const piId = newId('pi');
    return this.store.put({
      id: piId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer: customer ?? null,
      metadata: metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(12).toString('hex')}`,
      created: await this.clock.now(),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      invoice,
      livemode: false,
    });
  }

  async create(p: Params): Promise<Obj> {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'amount', message: 'Amount must be at least 50 cents.' });
    }
    return this.open(amount, str(p.currency ?? 'aud'), p.customer, p.metadata, null);
  }

  /** Confirms with a card (`payment_method_data[card]`) or with the card already on file. */
  async confirm(piId: string, p: Params): Promise<Obj> {
    const pi = await this.store.get(piId, 'payment_intent');
    if (pi.status === 'succeeded') {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' });
    }
    if (pi.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
      });
    }
    const data = (p.payment_method_data as Params | undefined)?.card as Params | undefined;
    const card: Card = data
      ? { number: str(data.number ?? ''), expMonth: Number(data.exp_month), expYear: Number(data.exp_year), cvc: str(data.cvc ?? '') }
      : await this.customers.cardOnFile(str(pi.customer));
    checkCard(card, new Date((await this.clock.now()) * 1000));
    const number = card.number.replace(/[\s-]/g, '');
    const pm = await this.store.put({ id: newId('pm'), object: 'payment_method', type: 'card', card: { last4: number.slice(-4), brand: 'visa', number_for_local_provider: number, exp_month: card.expMonth, exp_year: card.expYear }, customer: pi.customer, created: await this.clock.now() });
    pi.payment_method = pm.id;
    if (number === testCards.authenticate && p.authenticated !== 'true') {
      Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, last_payment_error: null });
      await this.store.put(pi);
      return pi;
    }
    return this.charges.charge(pi, number, true);
  }

  /** Cancels an unpaid PaymentIntent; one that succeeded (or was cancelled) cannot be, as in Stripe. */
  async cancel(piId: string, p: Params): Promise<Obj> {
    const pi = await this.store.get(piId, 'payment_intent');
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${str(pi.status)}.`,
      });
    }
    Object.assign(pi, { status: 'canceled', canceled_at: await this.clock.now(), cancellation_reason: p.cancellation_reason ?? null, next_action: null });
    await this.store.put(pi);
    await this.webhooks.emit('payment_intent.canceled', pi);
    return pi;
  }

  /** The extra confirmation step (what Stripe's 3D Secure window does). */
  async authenticate(piId: string, p: Params): Promise<Obj> {
    const pi = await this.store.get(piId, 'payment_intent');
    if (pi.status !== 'requires_action') {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent does not need authentication.' });
    }
    const pm = await this.store.get(str(pi.payment_method), 'payment_method');
    if (p.outcome !== 'approve') {
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
      });
      await this.store.put(pi);
      await this.webhooks.emit('payment_intent.payment_failed', pi);
      return pi;
    }
    return this.charges.charge(pi, str((pm.card as Params).number_for_local_provider), true);
  }
}
