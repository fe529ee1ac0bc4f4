import { cardError } from './api-error';
import type { Card } from './cards';
import type { LocalClock } from './clock';
import { newId, type Obj, type Params, str } from './objects';
import type { LocalStore } from './store';

export class Customers {
  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
  ) {}

  async create(p: Params): Promise<Obj> {
    return this.store.put({ id: newId('cus'), object: 'customer', created: await this.clock.now(), metadata: p.metadata ?? {}, livemode: false });
  }

  /**
   * Stripe deletes the customer and ends its subscriptions. The test mode keeps nothing of
   * them: every object that names the customer, or the member it was made for, goes.
   */
  async delete(customerId: string): Promise<Obj> {
    const customer = await this.store.get(customerId, 'customer');
    const member = typeof (customer.metadata as Params | undefined)?.userId === 'string' ? String((customer.metadata as Params).userId) : null;
    await this.store.forgetCustomer(customerId, member);
    return { id: customerId, object: 'customer', deleted: true };
  }

  /** The card the customer last paid with (what renewals are charged to). */
  async cardOnFile(customer: string): Promise<Card> {
    const c = await this.store.get(customer, 'customer');
    const pmId = (c.invoice_settings as Params | undefined)?.default_payment_method;
    if (!pmId) throw cardError('payment_method_missing', 'There is no card on file.');
    const pm = await this.store.get(str(pmId), 'payment_method');
    const card = pm.card as Params;
    return { number: str(card.number_for_local_provider), expMonth: Number(card.exp_month), expYear: Number(card.exp_year), cvc: '123' };
  }
}
