import { StripeApiError } from './api-error';
import type { LocalClock } from './clock';
import { newId, type Obj, type Params } from './objects';
import type { LocalStore } from './store';

export class Products {
  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
  ) {}

  /** A product under the id asked for; one that exists already is refused, as in Stripe. */
  async create(p: Params): Promise<Obj> {
    const productId = typeof p.id === 'string' ? p.id : newId('prod');
    if (await this.store.exists(productId)) {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' });
    }
    return this.store.put({ id: productId, object: 'product', name: p.name, created: await this.clock.now(), livemode: false });
  }
}
