import { StripeApiError } from './api-error';
import type { Charges } from './charges';
import { type LocalClock, TEST_CLOCK_ID } from './clock';
import type { Customers } from './customers';
import { type Obj, type Params, str } from './objects';
import type { LocalStore } from './store';
import { MONTH_SECONDS, type Subscriptions } from './subscriptions';
import type { WebhookDelivery } from './webhook-delivery';

/** How long a renewal that failed stays past due before the subscription ends. */
const PAST_DUE_GRACE_SECONDS = 7 * 24 * 3600;

/** What moving the test clock does: each subscription whose period is over renews, or ends. */
export class Renewals {
  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
    private readonly webhooks: WebhookDelivery,
    private readonly customers: Customers,
    private readonly charges: Charges,
    private readonly subscriptions: Subscriptions,
  ) {}

  /** Moves the test clock to `frozenTime`, renewing or ending subscriptions whose period is over. */
  async advance(frozenTime: number): Promise<Obj> {
    const current = await this.clock.now();
    if (!Number.isFinite(frozenTime) || frozenTime <= current) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'frozen_time', message: 'The test clock can only move forward.' });
    }
    await this.clock.moveTo(frozenTime);
    for (const sub of await this.store.list<Obj>('subscription')) {
      // Each renewal in turn, so a long jump renews month by month.
      for (;;) {
        const item = ((sub.items as Params).data as Params[])[0];
        const periodEnd = Number(item.current_period_end);
        if (sub.status === 'past_due' && frozenTime >= Number(sub.past_due_since) + PAST_DUE_GRACE_SECONDS) {
          await this.subscriptions.end(sub);
          break;
        }
        if ((sub.status !== 'active' && sub.status !== 'past_due') || periodEnd > frozenTime) break;
        if (sub.cancel_at_period_end || sub.status === 'past_due') {
          await this.subscriptions.end(sub);
          break;
        }
        const price = item.price as Params;
        const invoice = await this.subscriptions.newInvoice(sub.id, str(sub.customer), Number(price.unit_amount), str(price.currency), sub.metadata as Params, periodEnd);
        Object.assign(item, { current_period_start: periodEnd, current_period_end: periodEnd + MONTH_SECONDS });
        sub.latest_invoice = invoice.id;
        await this.store.put(sub);
        const pi = await this.store.get(str(invoice.payment_intent_for_local_provider), 'payment_intent');
        pi.payment_method = ((await this.store.get(str(sub.customer), 'customer')).invoice_settings as Params | undefined)?.default_payment_method ?? null;
        const card = await this.customers.cardOnFile(str(sub.customer)).catch(() => null);
        const paid = await this.charges.charge(pi, card?.number ?? '', false);
        if (paid.status !== 'succeeded') {
          Object.assign(sub, { status: 'past_due', past_due_since: periodEnd });
          await this.store.put(sub);
          await this.webhooks.emit('customer.subscription.updated', sub);
          break;
        }
      }
    }
    return { id: TEST_CLOCK_ID, object: 'test_helpers.test_clock', frozen_time: frozenTime, status: 'ready' };
  }
}
