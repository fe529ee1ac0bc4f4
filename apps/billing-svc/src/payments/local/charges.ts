import { cardError, StripeApiError } from './api-error';
import { testCards } from './cards';
import type { LocalClock } from './clock';
import { newId, type Obj, type Params, str } from './objects';
import type { LocalStore } from './store';
import type { WebhookDelivery } from './webhook-delivery';

/** Charging a card for a PaymentIntent (and the invoice it pays), and refunding the charge. */
export class Charges {
  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
    private readonly webhooks: WebhookDelivery,
  ) {}

  /** Charges a PaymentIntent and pays its invoice; `onSession` is the member at the form. */
  async charge(pi: Obj, number: string, onSession: boolean): Promise<Obj> {
    const now = await this.clock.now();
    const invoice = pi.invoice ? await this.store.get(str(pi.invoice), 'invoice') : null;
    const declined = number === testCards.declined || (!onSession && number === testCards.failsAtRenewal);
    const known = (Object.values(testCards) as string[]).includes(number) || /^4000003600000000$/.test(number);
    if (declined || !known) {
      const message = known ? 'Your card was declined.' : 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
      const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message };
      Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
      await this.store.put(pi);
      await this.webhooks.emit('payment_intent.payment_failed', pi);
      if (invoice) await this.webhooks.emit('invoice.payment_failed', invoice);
      if (onSession) throw cardError('card_declined', message, { decline_code: 'generic_decline', payment_intent: pi });
      return pi;
    }
    const ch = await this.store.put({ id: newId('ch'), object: 'charge', amount: pi.amount, amount_refunded: 0, refunded: false, currency: pi.currency, payment_intent: pi.id, customer: pi.customer, created: now, status: 'succeeded', livemode: false });
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: ch.id, next_action: null, last_payment_error: null });
    await this.store.put(pi);
    if (pi.customer) {
      const customer = await this.store.get(str(pi.customer), 'customer');
      customer.invoice_settings = { default_payment_method: pi.payment_method };
      await this.store.put(customer);
    }
    await this.webhooks.emit('payment_intent.succeeded', pi);
    if (invoice) {
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now } });
      await this.store.put(invoice);
      const subId = str(((invoice.parent as Params).subscription_details as Params).subscription);
      const sub = await this.store.get(subId, 'subscription');
      if (sub.status !== 'active') {
        sub.status = 'active';
        await this.store.put(sub);
      }
      await this.webhooks.emit('invoice.paid', invoice);
      await this.webhooks.emit('customer.subscription.updated', sub);
    }
    return pi;
  }

  /** Refunds a PaymentIntent's charge in full, once. */
  async refund(p: Params): Promise<Obj> {
    const pi = await this.store.get(str(p.payment_intent), 'payment_intent');
    if (pi.status !== 'succeeded' || !pi.latest_charge) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge to refund.' });
    }
    const ch = await this.store.get(str(pi.latest_charge), 'charge');
    if (ch.refunded) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${ch.id} has already been refunded.` });
    const now = await this.clock.now();
    Object.assign(ch, { refunded: true, amount_refunded: ch.amount });
    await this.store.put(ch);
    const re = await this.store.put({ id: newId('re'), object: 'refund', amount: ch.amount, charge: ch.id, payment_intent: pi.id, status: 'succeeded', created: now });
    await this.webhooks.emit('charge.refunded', ch);
    return re;
  }
}
