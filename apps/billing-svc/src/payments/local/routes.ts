import { unrecognizedRequest } from './api-error';
import type { Charges } from './charges';
import { TEST_CLOCK_ID } from './clock';
import type { Customers } from './customers';
import type { Obj, Params } from './objects';
import type { PaymentIntents } from './payment-intents';
import type { Products } from './products';
import type { Renewals } from './renewals';
import type { LocalStore } from './store';
import type { Subscriptions } from './subscriptions';

/** The id in the path (the `:id` segment), and the request's parameters. */
type Handler = (id: string | undefined, p: Params) => Promise<unknown>;

export interface Route {
  /** The HTTP method, or `*` for any. */
  method: string;
  /**
   * Path segments: a literal, `:id` (one segment, required), `:id?` (one segment or none) or a
   * final `*` (whatever follows, nothing included). Stripe's SDK never sends more than the
   * route names, so whatever follows is ignored rather than refused.
   */
  segments: string[];
  handle: Handler;
}

export interface LocalResources {
  store: LocalStore;
  customers: Customers;
  products: Products;
  paymentIntents: PaymentIntents;
  subscriptions: Subscriptions;
  charges: Charges;
  renewals: Renewals;
}

const route = (method: string, path: string, handle: Handler): Route => ({ method, segments: path.split('/').filter(Boolean), handle });

/** The part of Stripe's API Kiin uses. The first route that matches answers. */
export function routeTable({ store, customers, products, paymentIntents, subscriptions, charges, renewals }: LocalResources): Route[] {
  const expandOf = (p: Params) => (Array.isArray(p.expand) ? p.expand : []) as string[];
  return [
    route('POST', '/v1/customers', (_, p) => customers.create(p)),
    route('GET', '/v1/customers/:id/*', (id) => store.get(String(id), 'customer')),
    route('DELETE', '/v1/customers/:id/*', (id) => customers.delete(String(id))),
    route('POST', '/v1/products', (_, p) => products.create(p)),
    route('GET', '/v1/products/:id/*', (id) => store.get(String(id), 'product')),
    route('POST', '/v1/payment_intents', (_, p) => paymentIntents.create(p)),
    route('GET', '/v1/payment_intents', (_, p) => listOf(store, 'payment_intent', p)),
    route('GET', '/v1/payment_intents/:id/*', (id) => store.get(String(id), 'payment_intent')),
    route('*', '/v1/payment_intents/:id/confirm/*', (id, p) => paymentIntents.confirm(String(id), p)),
    route('*', '/v1/payment_intents/:id/cancel/*', (id, p) => paymentIntents.cancel(String(id), p)),
    route('*', '/v1/payment_intents/:id/authenticate/*', (id, p) => paymentIntents.authenticate(String(id), p)),
    route('POST', '/v1/subscriptions', async (_, p) => subscriptions.withExpand(await subscriptions.create(p), expandOf(p))),
    route('GET', '/v1/subscriptions', (_, p) => listOf(store, 'subscription', p)),
    route('GET', '/v1/subscriptions/:id/*', async (id, p) => subscriptions.withExpand(await store.get(String(id), 'subscription'), expandOf(p))),
    route('POST', '/v1/subscriptions/:id/*', (id, p) => subscriptions.update(String(id), p)),
    // Without an id it reads as a subscription that does not exist (404).
    route('DELETE', '/v1/subscriptions/:id?/*', async (id) => subscriptions.end(await store.get(String(id), 'subscription'))),
    route('GET', '/v1/invoices/:id/*', (id) => store.get(String(id), 'invoice')),
    route('GET', '/v1/charges/:id/*', (id) => store.get(String(id), 'charge')),
    route('POST', '/v1/refunds/*', (_, p) => charges.refund(p)),
    route('*', `/v1/test_helpers/test_clocks/${TEST_CLOCK_ID}/advance/*`, (_, p) => renewals.advance(Number(p.frozen_time))),
  ];
}

/** Answers a request from the table; a path or method it does not know is Stripe's 404. */
export async function dispatch(table: Route[], method: string, path: string, p: Params): Promise<unknown> {
  const parts = path.split('/').filter(Boolean);
  for (const { method: allowed, segments, handle } of table) {
    if (allowed !== '*' && allowed !== method) continue;
    const matched = matchSegments(segments, parts);
    if (matched) return handle(matched.id, p);
  }
  throw unrecognizedRequest(method, path);
}

function matchSegments(segments: string[], parts: string[]): { id: string | undefined } | null {
  let id: string | undefined;
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') return { id };
    const part = parts[i] as string | undefined;
    if (segment === ':id?') {
      id = part;
      continue;
    }
    if (part === undefined) return null;
    if (segment === ':id') id = part;
    else if (segment !== part) return null;
  }
  return parts.length === segments.length ? { id } : null;
}

/** A list endpoint: every object of the kind, created since `created[gte]`, of one customer if asked. */
async function listOf(store: LocalStore, kind: string, p: Params): Promise<unknown> {
  const created = p.created as { gte?: string } | undefined;
  const since = created?.gte ? Number(created.gte) : 0;
  const data = (await store.list<Obj>(kind)).filter((o) => Number(o.created) >= since && (!p.customer || o.customer === p.customer));
  return { object: 'list', data, has_more: false, url: `/v1/${kind}s` };
}
