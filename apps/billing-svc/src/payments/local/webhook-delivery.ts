import type { LocalClock } from './clock';
import { API_VERSION, newId, type Obj } from './objects';
import { stripeSignatureHeader } from './signature';
import type { LocalStore } from './store';

export interface WebhookDeliveryOptions {
  /** Where signed events go (billing's public webhook route). */
  url: string;
  secret: string;
  log?: { warn: (obj: object, msg: string) => void };
}

/**
 * Events as Stripe sends them: stored, signed with Stripe's scheme and posted to the webhook
 * URL in the background, retried with backoff until the endpoint answers 2xx or the tries
 * run out. Callers never wait for a delivery; `settled` is there for those who must.
 */
export class WebhookDelivery {
  private readonly deliveries = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly store: LocalStore,
    private readonly clock: LocalClock,
    private readonly options: WebhookDeliveryOptions,
  ) {}

  async emit(type: string, object: Obj): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: await this.clock.now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    await this.store.put(event);
    const delivery = this.deliver(JSON.stringify(event)).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Waits until every event so far has been delivered (or given up on). */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /** No more retries: a delivery under way ends after its current attempt. */
  stop(): void {
    this.stopped = true;
  }

  /** Waits for the deliveries under way now. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }

  /** Posts a signed event, retrying with backoff (as Stripe does, faster). */
  private async deliver(payload: string): Promise<void> {
    for (let attempt = 0; attempt < 8 && !this.stopped; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 10_000)));
      try {
        const res = await fetch(this.options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, this.options.secret) },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
      } catch {
        // The gateway may be starting; try again.
      }
    }
    this.options.log?.warn({ event: (JSON.parse(payload) as { id: string }).id }, 'webhook event not delivered');
  }
}
