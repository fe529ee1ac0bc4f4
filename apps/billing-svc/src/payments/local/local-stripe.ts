import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { parseStripeForm } from './form';
import { stripeSignatureHeader } from './signature';

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

type Obj = Record<string, unknown> & { id: string; object: string };
type Params = Record<string, unknown>;

export const API_VERSION = '2026-10-28.endive';
export const TEST_CLOCK_ID = 'clock_local';
const MONTH_SECONDS = 30 * 24 * 3600;
/** How long a renewal that failed stays past due before the subscription ends. */
const PAST_DUE_GRACE_SECONDS = 7 * 24 * 3600;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(str(body.message));
  }
}

/** A form value or stored field as text ('' when it is not text). */
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? `${v}` : '');

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
  failsAtRenewal: '4000000000000341',
} as const;

const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, ch, i) => {
      let d = Number(ch);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      return sum + d;
    }, 0) %
    10 ===
  0;

function cardError(code: string, message: string, extra: Params = {}): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, ...extra });
}

/** Checks a card as Stripe does in test mode; returns the decline, if any, for a valid card. */
function checkCard(card: Card, now: Date): void {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.');
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || !(card.expYear >= 2000)) {
    throw cardError('invalid_expiry_month', "Your card's expiration date is invalid.");
  }
  const expiresAfter = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiresAfter <= now.getTime()) throw cardError('expired_card', 'Your card has expired.');
  if (!/^\d{3,4}$/.test(card.cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.");
}

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

export class LocalStripe {
  private server?: Server;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly deliveries = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly options: LocalStripeOptions) {}

  async start(port = 0): Promise<{ host: string; port: number }> {
    await this.options.pool.query(`create table if not exists local_provider_object (
      id text primary key, kind text not null, data jsonb not null, created_at timestamptz not null default now())`);
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
    this.stopped = true;
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await Promise.allSettled([...this.deliveries]);
  }

  /** Waits until every event so far has been delivered (or given up on). */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  // ---- storage -------------------------------------------------------------------------

  private async get<T extends Obj>(objectId: string, kind?: string): Promise<T> {
    const { rows } = await this.options.pool.query<{ data: T; kind: string }>('select data, kind from local_provider_object where id = $1', [objectId]);
    if (!rows[0] || (kind && rows[0].kind !== kind)) {
      throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind ?? 'object'}: '${objectId}'` });
    }
    return rows[0].data;
  }

  private async put<T extends Obj>(obj: T): Promise<T> {
    await this.options.pool.query(
      `insert into local_provider_object (id, kind, data) values ($1, $2, $3)
       on conflict (id) do update set data = excluded.data`,
      [obj.id, obj.object, JSON.stringify(obj)],
    );
    return obj;
  }

  private async list<T extends Obj>(kind: string): Promise<T[]> {
    const { rows } = await this.options.pool.query<{ data: T }>('select data from local_provider_object where kind = $1 order by created_at', [kind]);
    return rows.map((r) => r.data);
  }

  /** The test clock's time (real time plus however far it was advanced), in unix seconds. */
  async now(): Promise<number> {
    const { rows } = await this.options.pool.query<{ data: { offset: number } }>(`select data from local_provider_object where id = $1`, [TEST_CLOCK_ID]);
    return Math.floor(Date.now() / 1000) + (rows[0]?.data.offset ?? 0);
  }

  // ---- HTTP ----------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const body = req.method === 'GET' || req.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.headers['idempotency-key'];
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), 'stripe-version': API_VERSION });
      res.end(JSON.stringify(payload));
    };
    if (!this.authorized(req.headers.authorization)) {
      // What Stripe answers to a missing or wrong key.
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    // One request at a time: the store has no row locks, and nothing here is slow.
    const run = this.queue.then(async () => {
      const key = typeof idempotencyKey === 'string' && req.method === 'POST' ? `idem_${idempotencyKey}` : null;
      if (key) {
        const { rows } = await this.options.pool.query<{ data: { status: number; payload: unknown } }>('select data from local_provider_object where id = $1', [key]);
        if (rows[0]) return rows[0].data;
      }
      let result: { status: number; payload: unknown };
      try {
        result = { status: 200, payload: await this.route(req.method ?? 'GET', url.pathname, body) };
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        result = { status: error.status, payload: { error: error.body } };
      }
      if (key) await this.put({ id: key, object: 'idempotency', ...result } as unknown as Obj);
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

  private async route(method: string, path: string, p: Params): Promise<unknown> {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    if (parts[0] !== 'v1') throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
    const [, resource, objectId, action] = parts;
    const expand = (Array.isArray(p.expand) ? p.expand : []) as string[];
    if (resource === 'customers' && method === 'POST' && !objectId) return this.createCustomer(p);
    if (resource === 'customers' && method === 'GET' && objectId) return this.get(objectId, 'customer');
    if (resource === 'customers' && method === 'DELETE' && objectId) return this.deleteCustomer(objectId);
    if (resource === 'products' && method === 'POST' && !objectId) return this.createProduct(p);
    if (resource === 'products' && method === 'GET' && objectId) return this.get(objectId, 'product');
    if (resource === 'payment_intents' && method === 'POST' && !objectId) return this.createPaymentIntent(p);
    if (resource === 'payment_intents' && method === 'GET' && !objectId) return this.listOf('payment_intent', p);
    if (resource === 'payment_intents' && method === 'GET') return this.get(objectId, 'payment_intent');
    if (resource === 'payment_intents' && action === 'confirm') return this.confirm(objectId, p);
    if (resource === 'payment_intents' && action === 'cancel') return this.cancelIntent(objectId, p);
    if (resource === 'payment_intents' && action === 'authenticate') return this.authenticate(objectId, p);
    if (resource === 'subscriptions' && method === 'POST' && !objectId) return this.withExpand(await this.createSubscription(p), expand);
    if (resource === 'subscriptions' && method === 'GET' && !objectId) return this.listOf('subscription', p);
    if (resource === 'subscriptions' && method === 'GET') return this.withExpand(await this.get(objectId, 'subscription'), expand);
    if (resource === 'subscriptions' && method === 'POST') return this.updateSubscription(objectId, p);
    if (resource === 'subscriptions' && method === 'DELETE') return this.endSubscription(await this.get(objectId, 'subscription'));
    if (resource === 'invoices' && method === 'GET' && objectId) return this.get(objectId, 'invoice');
    if (resource === 'charges' && method === 'GET' && objectId) return this.get(objectId, 'charge');
    if (resource === 'refunds' && method === 'POST') return this.refund(p);
    if (resource === 'test_helpers' && objectId === 'test_clocks' && parts[3] === TEST_CLOCK_ID && parts[4] === 'advance') {
      return this.advance(Number(p.frozen_time));
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  private async listOf(kind: string, p: Params): Promise<unknown> {
    const created = p.created as { gte?: string } | undefined;
    const since = created?.gte ? Number(created.gte) : 0;
    const data = (await this.list<Obj>(kind)).filter((o) => Number(o.created) >= since && (!p.customer || o.customer === p.customer));
    return { object: 'list', data, has_more: false, url: `/v1/${kind}s` };
  }

  private async withExpand(sub: Obj, expand: string[]): Promise<Obj> {
    if (!expand.some((e) => e.startsWith('latest_invoice'))) return sub;
    return { ...sub, latest_invoice: sub.latest_invoice ? await this.get(str(sub.latest_invoice), 'invoice') : null };
  }

  // ---- objects -------------------------------------------------------------------------

  private async createCustomer(p: Params): Promise<Obj> {
    return this.put({ id: id('cus'), object: 'customer', created: await this.now(), metadata: p.metadata ?? {}, livemode: false });
  }

  /**
   * Stripe deletes the customer and ends its subscriptions. The test mode keeps nothing of
   * them: every object that names the customer, or the member it was made for, goes.
   */
  private async deleteCustomer(customerId: string): Promise<Obj> {
    const customer = await this.get(customerId, 'customer');
    const member = typeof (customer.metadata as Params | undefined)?.userId === 'string' ? String((customer.metadata as Params).userId) : null;
    await this.options.pool.query(
      `delete from local_provider_object
       where id = $1 or strpos(data::text, $1) > 0 or ($2::text is not null and (strpos(id, $2) > 0 or strpos(data::text, $2) > 0))`,
      [customerId, member],
    );
    return { id: customerId, object: 'customer', deleted: true };
  }

  private async createProduct(p: Params): Promise<Obj> {
    const productId = typeof p.id === 'string' ? p.id : id('prod');
    const existing = await this.options.pool.query('select 1 from local_provider_object where id = $1', [productId]);
    if (existing.rowCount) {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' });
    }
    return this.put({ id: productId, object: 'product', name: p.name, created: await this.now(), livemode: false });
  }

  private async newPaymentIntent(amount: number, currency: string, customer: unknown, metadata: unknown, invoice: string | null): Promise<Obj> {
    const piId = id('pi');
    return this.put({
      id: piId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer: customer ?? null,
      metadata: metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(12).toString('hex')}`,
      created: await this.now(),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      invoice,
      livemode: false,
    });
  }

  private async createPaymentIntent(p: Params): Promise<Obj> {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'amount', message: 'Amount must be at least 50 cents.' });
    }
    return this.newPaymentIntent(amount, str(p.currency ?? 'aud'), p.customer, p.metadata, null);
  }

  private async createSubscription(p: Params): Promise<Obj> {
    const item = (p.items as Params[] | undefined)?.[0];
    const price = item?.price_data as Params | undefined;
    const amount = Number(price?.unit_amount);
    if (!p.customer || !price || !Number.isInteger(amount)) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'customer and items[0][price_data] are required.' });
    }
    await this.get(str(p.customer), 'customer');
    const now = await this.now();
    const subId = id('sub');
    const invoice = await this.newInvoice(subId, str(p.customer), amount, str(price.currency), p.metadata as Params, now);
    return this.put({
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
        data: [{ id: id('si'), object: 'subscription_item', price: { unit_amount: amount, currency: price.currency, recurring: { interval: 'month' }, product: price.product }, current_period_start: now, current_period_end: now + MONTH_SECONDS }],
      },
      livemode: false,
    });
  }

  private async newInvoice(subId: string, customer: string, amount: number, currency: string, metadata: Params | undefined, now: number): Promise<Obj> {
    const invoiceId = id('in');
    const pi = await this.newPaymentIntent(amount, currency, customer, { ...(metadata ?? {}), invoice: invoiceId }, invoiceId);
    return this.put({
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

  private async updateSubscription(subId: string, p: Params): Promise<Obj> {
    const sub = await this.get(subId, 'subscription');
    if (sub.status === 'canceled') {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
    }
    if (p.cancel_at_period_end !== undefined) sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
    if (p.metadata) sub.metadata = { ...(sub.metadata as Params), ...(p.metadata as Params) };
    await this.put(sub);
    await this.emit('customer.subscription.updated', sub);
    return sub;
  }

  private async endSubscription(sub: Obj): Promise<Obj> {
    const now = await this.now();
    Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now, ended_at: now });
    await this.put(sub);
    await this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  /** Confirms with a card (`payment_method_data[card]`) or with the card already on file. */
  private async confirm(piId: string, p: Params): Promise<Obj> {
    const pi = await this.get(piId, 'payment_intent');
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
      : await this.cardOnFile(str(pi.customer));
    checkCard(card, new Date((await this.now()) * 1000));
    const number = card.number.replace(/[\s-]/g, '');
    const pm = await this.put({ id: id('pm'), object: 'payment_method', type: 'card', card: { last4: number.slice(-4), brand: 'visa', number_for_local_provider: number, exp_month: card.expMonth, exp_year: card.expYear }, customer: pi.customer, created: await this.now() });
    pi.payment_method = pm.id;
    if (number === testCards.authenticate && p.authenticated !== 'true') {
      Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, last_payment_error: null });
      await this.put(pi);
      return pi;
    }
    return this.charge(pi, number, true);
  }

  /** Cancels an unpaid PaymentIntent; one that succeeded (or was cancelled) cannot be, as in Stripe. */
  private async cancelIntent(piId: string, p: Params): Promise<Obj> {
    const pi = await this.get(piId, 'payment_intent');
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${str(pi.status)}.`,
      });
    }
    Object.assign(pi, { status: 'canceled', canceled_at: await this.now(), cancellation_reason: p.cancellation_reason ?? null, next_action: null });
    await this.put(pi);
    await this.emit('payment_intent.canceled', pi);
    return pi;
  }

  /** The extra confirmation step (what Stripe's 3D Secure window does). */
  private async authenticate(piId: string, p: Params): Promise<Obj> {
    const pi = await this.get(piId, 'payment_intent');
    if (pi.status !== 'requires_action') {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent does not need authentication.' });
    }
    const pm = await this.get(str(pi.payment_method), 'payment_method');
    if (p.outcome !== 'approve') {
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
      });
      await this.put(pi);
      await this.emit('payment_intent.payment_failed', pi);
      return pi;
    }
    return this.charge(pi, str((pm.card as Params).number_for_local_provider), true);
  }

  private async cardOnFile(customer: string): Promise<Card> {
    const c = await this.get(customer, 'customer');
    const pmId = (c.invoice_settings as Params | undefined)?.default_payment_method;
    if (!pmId) throw cardError('payment_method_missing', 'There is no card on file.');
    const pm = await this.get(str(pmId), 'payment_method');
    const card = pm.card as Params;
    return { number: str(card.number_for_local_provider), expMonth: Number(card.exp_month), expYear: Number(card.exp_year), cvc: '123' };
  }

  /** Charges a PaymentIntent and pays its invoice; `onSession` is the member at the form. */
  private async charge(pi: Obj, number: string, onSession: boolean): Promise<Obj> {
    const now = await this.now();
    const invoice = pi.invoice ? await this.get(str(pi.invoice), 'invoice') : null;
    const declined = number === testCards.declined || (!onSession && number === testCards.failsAtRenewal);
    const known = (Object.values(testCards) as string[]).includes(number) || /^4000003600000000$/.test(number);
    if (declined || !known) {
      const message = known ? 'Your card was declined.' : 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
      const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message };
      Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
      await this.put(pi);
      await this.emit('payment_intent.payment_failed', pi);
      if (invoice) await this.emit('invoice.payment_failed', invoice);
      if (onSession) throw cardError('card_declined', message, { decline_code: 'generic_decline', payment_intent: pi });
      return pi;
    }
    const ch = await this.put({ id: id('ch'), object: 'charge', amount: pi.amount, amount_refunded: 0, refunded: false, currency: pi.currency, payment_intent: pi.id, customer: pi.customer, created: now, status: 'succeeded', livemode: false });
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: ch.id, next_action: null, last_payment_error: null });
    await this.put(pi);
    if (pi.customer) {
      const customer = await this.get(str(pi.customer), 'customer');
      customer.invoice_settings = { default_payment_method: pi.payment_method };
      await this.put(customer);
    }
    await this.emit('payment_intent.succeeded', pi);
    if (invoice) {
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now } });
      await this.put(invoice);
      const subId = str(((invoice.parent as Params).subscription_details as Params).subscription);
      const sub = await this.get(subId, 'subscription');
      if (sub.status !== 'active') {
        sub.status = 'active';
        await this.put(sub);
      }
      await this.emit('invoice.paid', invoice);
      await this.emit('customer.subscription.updated', sub);
    }
    return pi;
  }

  private async refund(p: Params): Promise<Obj> {
    const pi = await this.get(str(p.payment_intent), 'payment_intent');
    if (pi.status !== 'succeeded' || !pi.latest_charge) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge to refund.' });
    }
    const ch = await this.get(str(pi.latest_charge), 'charge');
    if (ch.refunded) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${ch.id} has already been refunded.` });
    const now = await this.now();
    Object.assign(ch, { refunded: true, amount_refunded: ch.amount });
    await this.put(ch);
    const re = await this.put({ id: id('re'), object: 'refund', amount: ch.amount, charge: ch.id, payment_intent: pi.id, status: 'succeeded', created: now });
    await this.emit('charge.refunded', ch);
    return re;
  }

  /** Moves the test clock to `frozenTime`, renewing or ending subscriptions whose period is over. */
  private async advance(frozenTime: number): Promise<Obj> {
    const current = await this.now();
    if (!Number.isFinite(frozenTime) || frozenTime <= current) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'frozen_time', message: 'The test clock can only move forward.' });
    }
    const offset = frozenTime - Math.floor(Date.now() / 1000);
    await this.put({ id: TEST_CLOCK_ID, object: 'test_helpers.test_clock', offset });
    for (const sub of await this.list<Obj>('subscription')) {
      // Each renewal in turn, so a long jump renews month by month.
      for (;;) {
        const item = ((sub.items as Params).data as Params[])[0];
        const periodEnd = Number(item.current_period_end);
        if (sub.status === 'past_due' && frozenTime >= Number(sub.past_due_since) + PAST_DUE_GRACE_SECONDS) {
          await this.endSubscription(sub);
          break;
        }
        if ((sub.status !== 'active' && sub.status !== 'past_due') || periodEnd > frozenTime) break;
        if (sub.cancel_at_period_end || sub.status === 'past_due') {
          await this.endSubscription(sub);
          break;
        }
        const price = item.price as Params;
        const invoice = await this.newInvoice(sub.id, str(sub.customer), Number(price.unit_amount), str(price.currency), sub.metadata as Params, periodEnd);
        Object.assign(item, { current_period_start: periodEnd, current_period_end: periodEnd + MONTH_SECONDS });
        sub.latest_invoice = invoice.id;
        await this.put(sub);
        const pi = await this.get(str(invoice.payment_intent_for_local_provider), 'payment_intent');
        pi.payment_method = ((await this.get(str(sub.customer), 'customer')).invoice_settings as Params | undefined)?.default_payment_method ?? null;
        const card = await this.cardOnFile(str(sub.customer)).catch(() => null);
        const paid = await this.charge(pi, card?.number ?? '', false);
        if (paid.status !== 'succeeded') {
          Object.assign(sub, { status: 'past_due', past_due_since: periodEnd });
          await this.put(sub);
          await this.emit('customer.subscription.updated', sub);
          break;
        }
      }
    }
    return { id: TEST_CLOCK_ID, object: 'test_helpers.test_clock', frozen_time: frozenTime, status: 'ready' };
  }

  // ---- events --------------------------------------------------------------------------

  private async emit(type: string, object: Obj): Promise<void> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: await this.now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    await this.put(event);
    const delivery = this.deliver(JSON.stringify(event)).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Posts a signed event, retrying with backoff (as Stripe does, faster). */
  private async deliver(payload: string): Promise<void> {
    for (let attempt = 0; attempt < 8 && !this.stopped; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 10_000)));
      try {
        const res = await fetch(this.options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, this.options.webhookSecret) },
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
