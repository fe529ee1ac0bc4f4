import { StripeApiError } from './api-error';
import type { LocalClock } from './clock';
import { newId, type Obj, type Params, str } from './objects';
import type { PaymentIntents } from './payment-intents';
import type { LocalStore } from './store';
import type { WebhookDelivery } from './webhook-delivery';

/** A subscription's billing period (the test clock renews it when one ends). */
export const MONTH_SECONDS = 30 * 24 * 3600;

/** Monthly subscriptions and the invoice each period opens, with the PaymentIntent that pays it. */
export class Subscriptions {
  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
    private readonly webhooks: WebhookDelivery,
    private readonly paymentIntents: PaymentIntents,
  ) {}

  /** Created incomplete, with its first invoice open; paying that invoice makes it active. */
  async create(p: Params): Promise<Obj> {
    const item = (p.items as Params[] | undefined)?.[0];
    const price = item?.price_data as Params | undefined;
    const amount = Number(price?.unit_amount);
    if (!p.customer || !price || !Number.isInteger(amount)) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'customer and items[0][price_data] are required.' });
    }
    await this.store.get(str(p.customer), 'customer');
    const now = await this.clock.now();
    const subId = newId('sub');
    const invoice = await this.newInvoice(subId, str(p.customer), amount, str(price.currency), p.metadata as Params, now);
    return this.store.put({
      id: subId,
      object: 'subscription',
      customer: p.customer,
      status: 'incomplete',
      metadata: p.metadata ?? {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: now,
      latest_invoice: invoice.id,
      default_payment_method: null,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price: { unit_amount: amount, currency: price.currency, recurring: { interval: 'month' }, product: price.product }, current_period_start: now, current_period_end: now + MONTH_SECONDS }],
      },
      livemode: false,
    });
  }

  async newInvoice(subId: string, customer: string, amount: number, currency: string, metadata: Params | undefined, now: number): Promise<Obj> {
    const invoiceId = newId('in');
    const pi = await this.paymentIntents.open(amount, currency, customer, { ...(metadata ?? {}), invoice: invoiceId }, invoiceId);
    return this.store.put({
      id: invoiceId,
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency,
      created: now,
      status_transitions: { paid_at: null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: metadata ?? {} } },
      confirmation_secret: { type: 'payment_intent', client_secret: pi.client_secret },
      payment_intent_for_local_provider: pi.id,
      livemode: false,
    });
  }

  /** `expand[]=latest_invoice...` puts the invoice object in place of its id. */
  async withExpand(sub: Obj, expand: string[]): Promise<Obj> {
    if (!expand.some((e) => e.startsWith('latest_invoice'))) return sub;
    return { ...sub, latest_invoice: sub.latest_invoice ? await this.store.get(str(sub.latest_invoice), 'invoice') : null };
  }

  async update(subId: string, p: Params): Promise<Obj> {
    const sub = await this.store.get(subId, 'subscription');
    if (sub.status === 'canceled') {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
    }
    if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
    if (p.metadata) sub.metadata = { ...(sub.metadata as Params), ...(p.metadata as Params) };
    await this.store.put(sub);
    await this.webhooks.emit('customer.subscription.updated', sub);
    return sub;
  }

  async end(sub: Obj): Promise<Obj> {
    const now = await this.clock.now();
    Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now, ended_at: now });
    await this.store.put(sub);
    await this.webhooks.emit('customer.subscription.deleted', sub);
    return sub;
  }
}
