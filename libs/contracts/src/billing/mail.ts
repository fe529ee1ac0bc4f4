import { z } from 'zod';
import { topicMaterialsLimits } from '../content/api';
import { ContentTypeSchema } from '../content/domain';

/**
 * billing-svc's mails, sent to a member by id (`toUserId`): billing never holds an address or
 * a name. Times are given as the Sydney clock shows them, already formatted.
 */
const sessionWhen = {
  title: z.string().min(1).max(200),
  /** `Friday 9 October 2026` on the Sydney clock. */
  date: z.string().min(1).max(60),
  /** `1:00 PM AEDT`. */
  time: z.string().min(1).max(30),
  durationMinutes: z.number().int().positive(),
  /** What to read or bring beforehand (the session's description). */
  preparation: z.string().max(4000),
  /**
   * Library items to read beforehand, matched to the session's topic by the library (absent
   * or empty when it suggested none, or has not answered yet): each item's title, kind and
   * its page on this site.
   */
  materials: z
    .array(z.object({ title: z.string().min(1).max(300), type: ContentTypeSchema, url: z.url() }))
    .max(topicMaterialsLimits.max)
    .optional(),
  /** The video meeting, once staff have set it (a ticket holder's own mail may carry it). */
  meetingUrl: z.url().nullable(),
  /** /member/kliinics on this site. */
  bookingsLink: z.url(),
};

/** What a tax invoice prints for the ABN in the payment test mode when none is configured. */
export const testModeAbn = 'not set (test mode)';

export const billingMail = {
  /** A seat is confirmed (a ticket or a seat included in the membership); the invite is attached. */
  'billing.kliinic-booked': z.object({ ...sessionWhen, source: z.enum(['ticket', 'membership']) }),
  /** 24 hours or 1 hour before a booked kliinic. */
  'billing.kliinic-reminder': z.object({ ...sessionWhen, hoursBefore: z.union([z.literal(24), z.literal(1)]) }),
  /**
   * A seat the member does not have after all: a ticket paid when no seat could be given
   * (they already had one, the session filled or was cancelled; refunded in full), or a seat
   * included in the membership, released because the membership ended before the session.
   */
  'billing.kliinic-seat-released': z.object({
    title: z.string().min(1).max(200),
    date: z.string().min(1).max(60),
    time: z.string().min(1).max(30),
    reason: z.enum(['already-booked', 'full', 'unavailable', 'membership-ended']),
    /** What was refunded, when the seat was paid for. */
    refundedCents: z.number().int().nonnegative().nullable(),
    /** The programme, to choose another session or buy a ticket. */
    kliinicsLink: z.url(),
  }),
  /** The member cancelled: premium stays until the paid period ends, and nothing more is charged. */
  'billing.membership-ending': z.object({
    /** `23 December 2026` on the Sydney clock; null when the provider has not said. */
    endsOn: z.string().min(1).max(60).nullable(),
    /** The profile's membership tab, where it can be kept. */
    profileLink: z.url(),
  }),
  /** The member kept a membership they had cancelled: it renews as before. */
  'billing.membership-resumed': z.object({
    renewsOn: z.string().min(1).max(60).nullable(),
    priceLabel: z.string().min(1).max(40),
    profileLink: z.url(),
  }),
  /** A GST tax invoice for one payment (GST is one eleventh of a GST-inclusive price). */
  'billing.tax-invoice': z.object({
    number: z.string().min(1).max(40),
    /** `23 November 2026` on the Sydney clock. */
    issuedOn: z.string().min(1).max(60),
    sellerName: z.string().min(1).max(200),
    /** `51 824 753 556`, or in the payment test mode with none configured, `testModeAbn`. */
    sellerAbn: z.union([z.string().regex(/^\d{2} \d{3} \d{3} \d{3}$/), z.literal(testModeAbn)]),
    description: z.string().min(1).max(300),
    totalCents: z.number().int().nonnegative(),
    gstCents: z.number().int().nonnegative(),
    /** The profile's membership tab, where every invoice is listed. */
    invoicesLink: z.url(),
    /**
     * The profile opening this invoice as a PDF (through sign-in when needed). Optional so a
     * mail queued without one is still delivered.
     */
    pdfLink: z.url().optional(),
  }),
} as const;
export type BillingMailName = keyof typeof billingMail;
