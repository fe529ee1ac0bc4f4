import type { ErrorDef } from '../shared/errors';

export const billingErrors = {
  WebhookSignatureInvalid: { code: 'WEBHOOK_SIGNATURE_INVALID', status: 400 },
  KliinicUnavailable: { code: 'KLIINIC_UNAVAILABLE', status: 409 },
  AlreadyBooked: { code: 'ALREADY_BOOKED', status: 409 },
  AlreadyMember: { code: 'ALREADY_MEMBER', status: 409 },
  NothingToCancel: { code: 'NOTHING_TO_CANCEL', status: 409 },
  NothingToResume: { code: 'NOTHING_TO_RESUME', status: 402 },
  PaymentNotFound: { code: 'PAYMENT_NOT_FOUND', status: 404 },
  InvoiceNotFound: { code: 'INVOICE_NOT_FOUND', status: 404 },
  TestModeOnly: { code: 'TEST_MODE_ONLY', status: 404 },
  PaymentProviderUnavailable: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', status: 503 },
  BookingNotFound: { code: 'BOOKING_NOT_FOUND', status: 404 },
  TooLateToCancel: { code: 'TOO_LATE_TO_CANCEL', status: 409 },
  MembershipEndsFirst: { code: 'MEMBERSHIP_ENDS_FIRST', status: 409 },
} as const satisfies Record<string, ErrorDef>;

export const billingMessages = {
  webhookSignatureInvalid: 'The webhook signature is missing, does not match, or is too old.',
  kliinicUnavailable: 'This kliinic is full or no longer open for booking. Choose another session at /kliinics.',
  alreadyBooked: 'You already have a seat at this kliinic.',
  alreadyMember: 'You already have a monthly membership.',
  nothingToCancel: 'There is no membership to cancel.',
  nothingToResume: 'There is no membership to resume. Choose a plan at /payment to become a premium member.',
  paymentNotFound: 'Payment not found',
  invoiceNotFound: 'Tax invoice not found. Your own invoices are listed on your profile, under Membership.',
  testModeOnly: 'Not found',
  paymentProviderUnavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
  bookingNotFound: 'Booking not found',
  tooLateToCancel: 'A booking can be cancelled with a refund up to 24 hours before the session starts.',
  includedForMembers: 'Kliinics are included in the monthly membership. Buy a single ticket at /payment, or become a member.',
  membershipEndsFirst: 'Your membership ends before this kliinic, so a seat at it is not included. Resume your membership on your profile, or buy a ticket at /payment.',
} as const;
