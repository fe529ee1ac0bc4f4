import { z } from 'zod';
import { TopicMaterialSchema } from '../content/domain';
import { pageQuerySchema, pageSchema } from '../shared/paging';

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
  /** `YYYY-MM-DD` on the Sydney calendar (`sydneyDay`). */
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

/** Tax invoices on a page of `GET /api/billing/invoices` unless `limit` says otherwise. */
export const invoicePageSize = 20;

/** `GET /api/billing/invoices`: the member's tax invoices, newest first, `limit` and `cursor`. */
export const TaxInvoiceListQuerySchema = pageQuerySchema('invoices', invoicePageSize);
export type TaxInvoiceListQuery = z.output<typeof TaxInvoiceListQuerySchema>;
export const TaxInvoicePageSchema = pageSchema(TaxInvoiceSchema);

/** `KIIN-000042`: a tax invoice's number as the profile, the mail and the PDF print it. */
export const TaxInvoiceNumberSchema = z.string().regex(/^KIIN-\d{6,10}$/, { error: 'must be a tax invoice number such as KIIN-000042' });

/** `GET /api/billing/invoices/{number}/pdf?open=true`: shown in the browser rather than downloaded. */
export const TaxInvoicePdfQuerySchema = z.object({
  open: z
    .enum(['true', 'false'], { error: 'open must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: 'true: the browser shows the PDF (inline) rather than saving it (attachment, the default)', enum: ['true', 'false'] }),
});
export type TaxInvoicePdfQuery = z.output<typeof TaxInvoicePdfQuerySchema>;

/** One tax invoice as a PDF file. The bytes travel as base64, since service replies are JSON. */
export const TaxInvoicePdfSchema = z.object({
  /** `kiin-tax-invoice-KIIN-000042.pdf`. */
  filename: z.string(),
  pdfBase64: z.string(),
});
export type TaxInvoicePdf = z.infer<typeof TaxInvoicePdfSchema>;

/** `kiin-tax-invoice-KIIN-000042.pdf`: the name a tax invoice's PDF is saved under. */
export const taxInvoicePdfFilename = (number: string): string => `kiin-tax-invoice-${number}.pdf`;

/** Where a member's tax invoice is served as a PDF: saved, or with `open` shown in the browser. */
export const taxInvoicePdfPath = (number: string, open = false): string =>
  `/api/billing/invoices/${encodeURIComponent(number)}/pdf${open ? '?open=true' : ''}`;

/** The profile's query parameter naming a tax invoice whose PDF it opens. */
export const taxInvoiceParam = 'invoice';

/**
 * The profile opening one tax invoice's PDF: what the invoice mail links to. A member who is
 * signed out signs in there first and comes back to it (sign-in never returns to an `/api`
 * address, so the mail cannot link to the PDF itself).
 */
export const taxInvoiceProfilePath = (number: string): string => `/profile?tab=membership&${taxInvoiceParam}=${encodeURIComponent(number)}#premium`;

export const MembershipSchema = z.object({
  status: z.enum(['none', 'active', 'ending', 'past_due', 'ended']),
  planName: z.string().nullable(),
  priceLabel: z.string().nullable(),
  renewsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
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
  /**
   * Library items to read before an upcoming seat, the best matches for the session's topic
   * (added by the gateway from the library; absent when it did not answer, or once past).
   */
  materials: TopicMaterialSchema.array().optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** Bookings on a page of `GET /api/kliinics/bookings` unless `limit` says otherwise. */
export const bookingPageSize = 20;

/**
 * `GET /api/kliinics/bookings`: `limit` and `cursor`. The order is the page's: a live session,
 * then what is coming (soonest first), then cancelled seats still ahead, then the past (most
 * recent first).
 */
export const BookingListQuerySchema = pageQuerySchema('bookings', bookingPageSize);
export type BookingListQuery = z.output<typeof BookingListQuerySchema>;
export const BookingPageSchema = pageSchema(BookingSchema);
