import type { Plan } from './domain';

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/**
 * The price list, in cents with GST included. Every price the product shows comes from
 * here, and a charge is always looked up here by plan id, never taken from the client.
 * billing-svc serves it (`GET /api/plans`) and charges by it; the web app draws the plans
 * from the same list before that answer arrives, so a page paints its prices at once.
 * Where older copy disagreed ($9.99 with a trial, "$19 monthly" for kliinics), this wins.
 */
export const planCatalogue: readonly Plan[] = [
  {
    id: 'single-kliinic',
    name: 'Single Kliinic',
    label: 'BEST TO TRIAL',
    paymentType: 'kliinic',
    priceCents: 2900,
    currency: 'AUD',
    interval: 'once',
    priceLabel: dollars(2900),
    description: 'One 90-minute live kliinic with Q&A, the recording, take-home resources and notes by email.',
  },
  {
    id: 'monthly-membership',
    name: 'Monthly Membership',
    label: 'BEST VALUE',
    paymentType: 'membership',
    priceCents: 2400,
    currency: 'AUD',
    interval: 'month',
    priceLabel: `${dollars(2400)}/month`,
    description: 'Every monthly kliinic, premium content, premium discussions and the care coach. Cancel anytime.',
  },
  {
    id: 'corporate-monthly',
    name: 'Corporate',
    label: null,
    paymentType: 'corporate',
    priceCents: 1900,
    currency: 'AUD',
    interval: 'month',
    priceLabel: `${dollars(1900)} per month`,
    description: 'Per employee: monthly expert clinics, carer certification, the companion app and community support.',
  },
];

/** The ticket for one kliinic, as charged. */
export const kliinicPlan = planCatalogue.find((p) => p.id === 'single-kliinic')!;
/** The monthly membership, as charged. */
export const membershipPlan = planCatalogue.find((p) => p.id === 'monthly-membership')!;
