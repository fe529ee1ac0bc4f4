import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import Stripe from 'stripe';
import type { BillingSettings } from '../config';
import { sellerAbn } from '../tax/abn';
import { LocalStripe } from './local/local-stripe';

/** The injection token of the app's one `PaymentProvider`. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface PaymentProvider {
  mode: 'stripe' | 'test';
  stripe: Stripe;
  publishableKey: string | null;
  webhookSecret: string;
  /** The local test mode's server (test mode only). */
  local: LocalStripe | null;
  /** Deletes the member's customer at the provider (its subscriptions end with it); one already gone is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  close(): Promise<void>;
}

async function deleteCustomer(stripe: Stripe, customerId: string): Promise<void> {
  try {
    await stripe.customers.del(customerId);
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
}

/** The webhook secret for test mode: configured, else generated once and kept in DATA_DIR. */
export function localWebhookSecret(env: Pick<BillingSettings, 'STRIPE_WEBHOOK_SECRET' | 'DATA_DIR'>): string {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  const file = path.resolve(env.DATA_DIR, 'payments-webhook-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    // Another process wrote it first.
    return readFileSync(file, 'utf8').trim();
  }
}

const sdkOptions = { maxNetworkRetries: 2, timeout: 15_000 } as const;

/**
 * Stripe when both keys are configured; otherwise the local test mode, which the same
 * `stripe` SDK drives over HTTP. Everything above this line is the same code either way.
 */
export async function openPaymentProvider(env: BillingSettings, log?: { warn: (obj: object, msg: string) => void }): Promise<PaymentProvider> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('Configuration error: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    // Tax invoices for real payments carry the real ABN: refuse to start without it.
    sellerAbn(env);
    const stripe = new Stripe(env.STRIPE_SECRET_KEY, sdkOptions);
    return {
      mode: 'stripe',
      stripe,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      local: null,
      deleteCustomer: (customerId) => deleteCustomer(stripe, customerId),
      close: async () => undefined,
    };
  }
  const webhookSecret = localWebhookSecret(env);
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 4 });
  // A key of this process's own, known only to its SDK: the local server refuses every other caller.
  const apiKey = `sk_test_local_${randomBytes(24).toString('hex')}`;
  const local = new LocalStripe({ pool, apiKey, webhookUrl: env.PAYMENTS_WEBHOOK_URL, webhookSecret, log });
  const { host, port } = await local.start();
  const stripe = new Stripe(apiKey, { ...sdkOptions, host, port, protocol: 'http' });
  return {
    mode: 'test',
    stripe,
    publishableKey: null,
    webhookSecret,
    local,
    deleteCustomer: (customerId) => deleteCustomer(stripe, customerId),
    close: async () => {
      await local.stop();
      await pool.end();
    },
  };
}

/** Closes the provider when the app stops (in test mode: its local server and that server's pool). */
@Injectable()
export class PaymentProviderShutdown implements OnApplicationShutdown {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  async onApplicationShutdown(): Promise<void> {
    await this.provider.close();
  }
}
