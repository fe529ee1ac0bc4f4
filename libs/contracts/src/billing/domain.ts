import { z } from 'zod';

export const PlanSchema = z.object({
  id: z.enum(['single-kliinic', 'monthly-membership', 'corporate-monthly']),
  name: z.string(),
  label: z.string().nullable(),
  paymentType: z.enum(['kliinic', 'membership', 'corporate']),
  /** Cents, GST included. */
  priceCents: z.number().int(),
  currency: z.literal('AUD'),
  interval: z.enum(['once', 'month']),
  /** Display text derived from the price, e.g. `$24/month`. */
  priceLabel: z.string(),
  description: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

/**
 * A kliinic session as the public programme shows it. `startsAt` is the instant (UTC);
 * `date` and `time` are the same instant on the Sydney clock (`1:00 PM AEDT`, or `AEST`
 * in winter). The meeting and recording links are never part of this public view.
 */
export const KliinicSessionSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  /** `YYYY-MM-DD` in Australia/Sydney. */
  date: z.string(),
  time: z.string(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  leader: z.string(),
  guest: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  full: z.boolean(),
  status: z.enum(['upcoming', 'past']),
});
export type KliinicSession = z.infer<typeof KliinicSessionSchema>;

/** What a payment is for, and how the web app names it in `/payment-success?type=`. */
export const PaymentTypeSchema = z.enum(['kliinic', 'membership']);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/** `POST /api/create-payment-intent`: the amount is read (spec) but never charged; the plan's price is. */
export const CreatePaymentIntentBodySchema = z.strictObject({
  amount: z.number(),
  sessionId: z.uuid().optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;

export const CreateSubscriptionBodySchema = z.strictObject({ amount: z.number() });
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;

export const PaymentCreatedSchema = z.object({
  clientSecret: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('AUD'),
  /** The session a kliinic ticket is for. */
  sessionId: z.string().nullable(),
});
export type PaymentCreated = z.infer<typeof PaymentCreatedSchema>;

export const SetPremiumBodySchema = z.strictObject({ isPremium: z.boolean() });
export type SetPremiumBody = z.infer<typeof SetPremiumBodySchema>;

export const SetPremiumResultSchema = z.object({
  /** The toast title: `Subscription cancelled` or `Upgraded to premium`. */
  title: z.string(),
  /** When premium ends (cancelled) or renews (resumed). */
  until: z.iso.datetime().nullable(),
});
export type SetPremiumResult = z.infer<typeof SetPremiumResultSchema>;

export const TaxInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  description: z.string(),
  totalCents: z.number().int(),
  gstCents: z.number().int(),
});
export type TaxInvoice = z.infer<typeof TaxInvoiceSchema>;

export const MembershipSchema = z.object({
  status: z.enum(['none', 'active', 'ending', 'past_due', 'ended']),
  planName: z.string().nullable(),
  priceLabel: z.string().nullable(),
  renewsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  invoices: TaxInvoiceSchema.array(),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** How the web app takes cards: Stripe Elements with a publishable key, or the local test mode. */
export const PaymentConfigSchema = z.object({
  mode: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const PaymentStatusSchema = z.object({
  type: PaymentTypeSchema,
  /** `confirmed` once the payment's effect (the seat, premium) is in place. */
  status: z.enum(['pending', 'processing', 'failed', 'confirmed']),
  message: z.string().nullable(),
  /** A ticket's kliinic: what was booked and when (`date` and `time` as a session gives them); null for the membership. */
  session: z
    .object({ id: z.string(), title: z.string(), startsAt: z.iso.datetime(), date: z.string(), time: z.string(), durationMinutes: z.number().int() })
    .nullable(),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const TestCardBodySchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(30),
  /** `MM / YY`. */
  expiry: z.string().max(10),
  cvc: z.string().max(4),
});
export type TestCardBody = z.infer<typeof TestCardBodySchema>;

export const TestAuthenticateBodySchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  approve: z.boolean(),
});
export type TestAuthenticateBody = z.infer<typeof TestAuthenticateBodySchema>;

export const TestCardResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed', 'processing']),
  message: z.string().nullable(),
});
export type TestCardResult = z.infer<typeof TestCardResultSchema>;

/** A member's seat at a kliinic, as they see it on /member/kliinics. */
export const BookingSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(['confirmed', 'cancelled']),
  /** A paid ticket, or a seat included in the monthly membership. */
  source: z.enum(['ticket', 'membership']),
  refunded: z.boolean(),
  /** Only to a ticket holder, from 15 minutes before the start until the end. */
  meetingUrl: z.string().nullable(),
  /** After the session, once staff have added it. */
  recordingUrl: z.string().nullable(),
  /** A paid ticket can be cancelled with a refund up to 24 hours before the start; a membership seat any time before. */
  canCancel: z.boolean(),
  phase: z.enum(['upcoming', 'live', 'past']),
});
export type Booking = z.infer<typeof BookingSchema>;
