import { baseServiceEnv, baseWorkerEnv } from '@kiin/service-kit';
import { z } from 'zod';
import { isValidAbn } from './tax/abn';

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** What billing's service and its worker both read. */
const billingSettings = {
  /** With both Stripe keys set, payments go to Stripe; without them, to the local test mode. */
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  /** Verifies webhook signatures. In test mode a secret is generated once and kept in DATA_DIR. */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Where the local test mode delivers its signed events (the gateway's webhook route). */
  PAYMENTS_WEBHOOK_URL: z.url().default('http://localhost:3000/api/webhooks/stripe'),
  /** The git-ignored folder for local state (the generated webhook secret). */
  DATA_DIR: z.string().default('.data'),
  /**
   * The business on every tax invoice: its legal name and ABN. With real payments (the Stripe
   * keys set) the ABN is required; the local test mode prints a sample one (see `sellerAbn`).
   */
  SELLER_NAME: z.string().min(1).default('Kiin Health Pty Ltd'),
  SELLER_ABN: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isValidAbn(v), 'must be a valid ABN: 11 digits whose check digits are right (for example 51 824 753 556)'),
  /** Where links in members' mails point (the site's public address; the first of a list). */
  PUBLIC_ORIGIN: z
    .string()
    .default('http://localhost:3000')
    .transform((v) => v.split(',')[0].trim().replace(/\/$/, ''))
    .pipe(z.url()),
  BULLMQ_PREFIX: baseWorkerEnv.shape.BULLMQ_PREFIX,
};

export const envSchema = baseServiceEnv.extend(billingSettings);
export type BillingEnv = z.infer<typeof envSchema>;

/** billing's worker: kliinic reminders, reconciliation with the payment provider, the test clock. */
export const workerEnvSchema = baseWorkerEnv.extend({
  DATABASE_URL: baseServiceEnv.shape.DATABASE_URL,
  ...billingSettings,
});
export type BillingWorkerEnv = z.infer<typeof workerEnvSchema>;

/** What both processes share (the payment provider, mail and reminders read only this). */
export type BillingSettings = Pick<BillingEnv, keyof typeof billingSettings | 'DATABASE_URL' | 'REDIS_URL'>;
/** Injects BillingSettings: the service's env or the worker's, whichever process runs. */
export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS');
