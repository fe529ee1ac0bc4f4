import { z } from 'zod';

/** How much of a session's title and description its topic carries (as much as its mails show). */
export const kliinicTopicLimits = { titleMaxChars: 200, descriptionMaxChars: 4000 } as const;

/** Billing's facts. Ids only: no names, emails or card details. */
export const billingEvents = {
  'payment.succeeded.v1': z.object({
    userId: z.uuid(),
    paymentId: z.string(),
    planId: z.string(),
    amountCents: z.number().int(),
  }),
  /** Premium starts (or resumes): identity sets `isPremium`. `version` orders a member's changes. */
  'subscription.activated.v1': z.object({
    userId: z.uuid(),
    subscriptionId: z.string(),
    version: z.number().int(),
  }),
  /** Premium has ended at `endsAt`: identity clears `isPremium`. */
  'subscription.cancelled.v1': z.object({
    userId: z.uuid(),
    subscriptionId: z.string(),
    endsAt: z.iso.datetime(),
    version: z.number().int().optional(),
  }),
  /**
   * A live membership will end at the period's end (the member cancelled) or renew again (they
   * kept it): the member is told by mail. Premium does not change until the period ends.
   */
  'subscription.renewal-changed.v1': z.object({
    userId: z.uuid(),
    subscriptionId: z.string(),
    renews: z.boolean(),
    periodEndsAt: z.iso.datetime().nullable(),
  }),
  'kliinic.booked.v1': z.object({
    userId: z.uuid(),
    sessionId: z.string(),
    bookingId: z.string(),
  }),
  'kliinic.booking-cancelled.v1': z.object({
    userId: z.uuid(),
    sessionId: z.string(),
    bookingId: z.string(),
    refunded: z.boolean(),
  }),
  /**
   * A kliinic is on the programme, or staff changed its title or description: content answers
   * with the library items to read beforehand (`content.session-materials.v1`). The words are
   * the public programme's, written by staff; no member's. Keyed by the session id.
   */
  'kliinic.session-scheduled.v1': z.object({
    sessionId: z.uuid(),
    title: z.string().min(1).max(kliinicTopicLimits.titleMaxChars),
    description: z.string().max(kliinicTopicLimits.descriptionMaxChars),
  }),
  /** A tax invoice was issued; billing's worker mails it. */
  'invoice.issued.v1': z.object({
    userId: z.uuid(),
    invoiceId: z.uuid(),
  }),
} as const;
