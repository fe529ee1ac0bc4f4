import { createHash } from 'node:crypto';

/**
 * Idempotency keys for every call that changes something at the payment provider. A key says
 * what the call means — who, for what, from which state — never a random value: a request
 * retried after a timeout sends the same key and gets the first answer back, while a later,
 * different intent (a second ticket after a refund, a cancel after a resume) has a key of its
 * own and is never answered with an earlier result. Keys carry ids only, never card data
 * (a card is represented by a hash).
 */
export const idempotencyKeys = {
  customer: (userId: string) => `customer-${userId}`,
  product: (productId: string) => `product-${productId}`,
  /** The member's nth ticket for this session (n = the payments made for it so far). */
  kliinicTicket: (userId: string, sessionId: string, previousPayments: number) => `kliinic-${userId}-${sessionId}-${previousPayments}`,
  /** The member's nth membership start (n = the membership payments so far). */
  membership: (userId: string, previousPayments: number) => `membership-${userId}-${previousPayments}`,
  /** Cancel or resume, from the subscription's state as last recorded (its version and last change). */
  cancelAtPeriodEnd: (subscriptionId: string, version: number, updatedAt: Date) => `cancel-${subscriptionId}-v${version}-${updatedAt.getTime()}`,
  resume: (subscriptionId: string, version: number, updatedAt: Date) => `resume-${subscriptionId}-v${version}-${updatedAt.getTime()}`,
  refund: (bookingId: string) => `refund-${bookingId}`,
  /** A paid ticket that could not be given a seat: one refund per payment. */
  seatlessRefund: (paymentId: string) => `refund-seatless-${paymentId}`,
  /** An open ticket payment made pointless by an included seat for the same session. */
  cancelTicket: (paymentId: string) => `cancel-ticket-${paymentId}`,
  /**
   * Confirming a PaymentIntent with a card, from the intent's current state: the same card on the
   * same attempt is the same request; a new attempt (after a decline or a failed extra step) is not.
   */
  confirmCard: (intent: IntentState, card: { number: string; expiry: string; cvc: string }) =>
    `confirm-${intent.id}-${digest([intent.status, intent.lastErrorCode ?? '', intent.paymentMethod ?? '', card.number.replace(/\s/g, ''), card.expiry.replace(/\s/g, ''), card.cvc])}`,
  /** The extra confirmation step, for the payment method it was asked for. */
  authenticate: (intent: IntentState, approve: boolean) => `authenticate-${intent.id}-${intent.paymentMethod ?? 'none'}-${approve ? 'approve' : 'fail'}`,
  advanceTestClock: (clockId: string, frozenTime: number) => `advance-${clockId}-${frozenTime}`,
} as const;

export interface IntentState {
  id: string;
  status: string;
  lastErrorCode: string | null;
  paymentMethod: string | null;
}

const digest = (parts: string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
