import { testModeAbn } from '@kiin/contracts';

/**
 * Australian Business Numbers: 11 digits whose first two are check digits. The ATO's rule:
 * subtract 1 from the first digit, weight the digits 10, 1, 3, 5, …, 19, and the sum is a
 * multiple of 89.
 */
const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0);
  return sum % 89 === 0;
}

/** An ABN as printed on an invoice: `51 824 753 556`. */
export const formatAbn = (abn: string): string => abn.replace(/\s/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** What the local test mode prints when no ABN is configured: plainly not one, never a made-up number. */
export const sampleAbn = testModeAbn;

/**
 * The ABN for a tax invoice. Real payments need the configured one (the service refuses to
 * start without it); the test mode says it is a sample.
 */
export function sellerAbn(env: { SELLER_ABN?: string; STRIPE_SECRET_KEY?: string; STRIPE_PUBLISHABLE_KEY?: string }): string {
  if (env.SELLER_ABN) return formatAbn(env.SELLER_ABN);
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('Configuration error: SELLER_ABN is required with STRIPE_SECRET_KEY (it is printed on every tax invoice)');
  }
  return sampleAbn;
}
