import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { StripeApiError } from './api-error';
import { Charges } from './charges';
import { LocalClock } from './clock';
import { Customers } from './customers';
import { parseStripeForm } from './form';
import { API_VERSION, newId, type Obj } from './objects';
import { PaymentIntents } from './payment-intents';
import { Products } from './products';
import { Renewals } from './renewals';
import { dispatch, type Route, routeTable } from './routes';
import { LocalStore } from './store';
import { Subscriptions } from './subscriptions';
import { WebhookDelivery } from './webhook-delivery';

/**
 * The local test-mode payment provider: a small HTTP server that answers the part of
 * Stripe's API Kiin uses, so billing-svc drives it with the same `stripe` SDK and the same
 * code as real Stripe. Objects live in billing's database (they survive restarts); events
 * are signed with Stripe's scheme and delivered to the webhook URL, with retries.
 *
 * Stripe's test cards behave as in Stripe: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002
 * is declined; 4000 0025 0000 3155 needs an extra confirmation step; 4000 0000 0000 0341 pays
 * now and fails at renewal. A test clock moves time forward for renewals.
 */

export interface LocalStripeOptions {
  pool: Pool;
  /**
   * The secret key its one client (billing's SDK) sends as its bearer token. Anything else on the
   * machine that finds the port is refused: the server would otherwise list every payment with
   * its client secret and member id, and confirm or refund them.
   */
  apiKey: string;
  /** Where signed events go (billing's public webhook route). */
  webhookUrl: string;
  webhookSecret: string;
  log?: { warn: (obj: object, msg: string) => void };
}

type Answer = { status: number; payload: unknown };

export class LocalStripe {
  private server?: Server;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly store: LocalStore;
  private readonly clock: LocalClock;
  private readonly webhooks: WebhookDelivery;
  private readonly routes: Route[];

  constructor(private readonly options: LocalStripeOptions) {
    const store = new LocalStore(options.pool);
    const clock = new LocalClock(store);
    const webhooks = new WebhookDelivery(store, clock, { url: options.webhookUrl, secret: options.webhookSecret, log: options.log });
    const customers = new Customers(store, clock);
    const charges = new Charges(store, clock, webhooks);
    const paymentIntents = new PaymentIntents(store, clock, webhooks, customers, charges);
    const subscriptions = new Subscriptions(store, clock, webhooks, paymentIntents);
    const renewals = new Renewals(store, clock, webhooks, customers, charges, subscriptions);
    const products = new Products(store, clock);
    this.store = store;
    this.clock = clock;
    this.webhooks = webhooks;
    this.routes = routeTable({ store, customers, products, paymentIntents, subscriptions, charges, renewals });
  }

  async start(port = 0): Promise<{ host: string; port: number }> {
    await this.store.open();
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port };
  }

  /** Where it listens (the SDK is pointed here). */
  address(): { host: string; port: number; url: string } {
    const { address, port } = this.server!.address() as AddressInfo;
    return { host: address, port, url: `http://${address}:${port}` };
  }

  async stop(): Promise<void> {
    this.webhooks.stop();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.webhooks.drain();
  }

  /** Waits until every event so far has been delivered (or given up on). */
  settled(): Promise<void> {
    return this.webhooks.settled();
  }

  /** The test clock's time (real time plus however far it was advanced), in unix seconds. */
  now(): Promise<number> {
    return this.clock.now();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const body = req.method === 'GET' || req.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.headers['idempotency-key'];
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'stripe-version': API_VERSION });
      res.end(JSON.stringify(payload));
    };
    if (!this.authorized(req.headers.authorization)) {
      // What Stripe answers to a missing or wrong key.
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    // One request at a time: the store has no row locks, and nothing here is slow.
    const run = this.queue.then(async () => {
      // A POST retried with its idempotency key gets the first answer back, as from Stripe.
      const key = typeof idempotencyKey === 'string' && req.method === 'POST' ? `idem_${idempotencyKey}` : null;
      if (key) {
        const remembered = await this.store.find<Answer>(key);
        if (remembered) return remembered;
      }
      let result: Answer;
      try {
        result = { status: 200, payload: await dispatch(this.routes, req.method ?? 'GET', url.pathname, body) };
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        result = { status: error.status, payload: { error: error.body } };
      }
      if (key) await this.store.put({ id: key, object: 'idempotency', ...result } as unknown as Obj);
      return result;
    });
    this.queue = run.catch(() => undefined);
    try {
      const { status, payload } = await run;
      send(status, payload);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'local payment provider failed');
      send(500, { error: { type: 'api_error', message: 'local payment provider error' } });
    }
  }

  /** The bearer token is billing's key (compared in constant time). */
  private authorized(header: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    if (!token) return false;
    const digest = (v: string) => createHash('sha256').update(v).digest();
    return timingSafeEqual(digest(token), digest(this.options.apiKey));
  }
}
