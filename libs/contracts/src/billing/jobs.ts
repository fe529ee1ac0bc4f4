import { z } from 'zod';

/** billing-svc's queue: kliinic reminders (delayed) and the reconciliation with the payment provider. */
export const billingQueues = { Billing: 'billing' } as const;

export const billingJobs = {
  /**
   * A reminder 24 hours or 1 hour before a booked kliinic, delayed until then, its id stable
   * per booking and lead time. At fire time the worker checks that the booking is still
   * confirmed and the session still starts at `startsAt`.
   */
  'kliinic.reminder': {
    queue: billingQueues.Billing,
    schema: z.object({
      bookingId: z.uuid(),
      startsAt: z.iso.datetime(),
      hoursBefore: z.union([z.literal(24), z.literal(1)]),
    }),
  },
  /** A session's time changed or it was cancelled: its bookings' reminders are moved or dropped. */
  'kliinic.session-changed': {
    queue: billingQueues.Billing,
    schema: z.object({ sessionId: z.uuid() }),
    retention: { completedSeconds: 3600, failedSeconds: 7 * 24 * 3600 },
  },
  /** Compares recent payment-provider objects with local state and repairs what a missed webhook left. */
  'billing.reconcile': {
    queue: billingQueues.Billing,
    schema: z.object({ lookbackHours: z.number().int().min(1).max(24 * 30).optional() }),
    retention: { completedSeconds: 24 * 3600, failedSeconds: 7 * 24 * 3600 },
  },
  /** The local test mode only: moves the test clock forward, renewing (or failing) subscriptions. */
  'billing.advance-test-clock': {
    queue: billingQueues.Billing,
    schema: z.object({ days: z.number().int().min(1).max(400) }),
    retention: { completedSeconds: 24 * 3600, failedSeconds: 7 * 24 * 3600 },
  },
} as const;
