import type { UserExport } from '../shared/privacy';
import type { Page } from '../shared/paging';
import type { RpcDef, RpcRoute } from '../shared/rpc';
import type {
  Booking,
  BookingListQuery,
  CreatePaymentIntentBody,
  CreateSubscriptionBody,
  KliinicSession,
  Membership,
  PaymentConfig,
  PaymentCreated,
  PaymentStatus,
  Plan,
  SetPremiumBody,
  SetPremiumResult,
  TaxInvoice,
  TaxInvoiceListQuery,
  TaxInvoicePdf,
  TestAuthenticateBody,
  TestCardBody,
  TestCardResult,
} from './domain';

type Billing<Req, Res> = RpcDef<'billing-svc', Req, Res>;
type None = Record<string, never>;

export interface BillingRpc {
  'billing.plans': Billing<None, Plan[]>;
  'kliinics.sessions': Billing<None, KliinicSession[]>;
  'billing.config': Billing<None, PaymentConfig>;
  'billing.create-payment-intent': Billing<CreatePaymentIntentBody, PaymentCreated>;
  'billing.create-subscription': Billing<CreateSubscriptionBody, PaymentCreated>;
  /** The webhook's raw body (UTF-8) and its `Stripe-Signature` header. */
  'billing.webhook': Billing<{ payload: string; signature: string | null }, { received: true }>;
  'billing.set-premium': Billing<SetPremiumBody, SetPremiumResult>;
  'billing.membership': Billing<None, Membership>;
  /** One of the caller's own tax invoices as a PDF, by its number (`KIIN-000042`). */
  'billing.invoice-pdf': Billing<{ number: string }, TaxInvoicePdf>;
  /** A page of the caller's own tax invoices, newest first. */
  'billing.invoices': Billing<TaxInvoiceListQuery, Page<TaxInvoice>>;
  'billing.payment-status': Billing<{ paymentIntentId: string }, PaymentStatus>;
  'billing.test-card': Billing<TestCardBody, TestCardResult>;
  'billing.test-authenticate': Billing<TestAuthenticateBody, TestCardResult>;
  /** A page of the caller's bookings, in the order the member reads them (see `BookingListQuerySchema`). */
  'kliinics.bookings': Billing<BookingListQuery, Page<Booking>>;
  'kliinics.cancel-booking': Billing<{ bookingId: string }, Booking>;
  /** A seat included in the monthly membership: premium members book without paying again. */
  'kliinics.book-included': Billing<{ sessionId: string }, Booking>;
  /** The caller's bookings, payments, subscriptions and tax invoices, for their data export. */
  'billing.export-user': Billing<None, UserExport['billing']>;
}

const billing = { service: 'billing-svc' } as const;
/** Calls that wait on the payment provider get longer than the default. */
const provider = { service: 'billing-svc', timeoutMs: 20_000 } as const;
export const billingRoutes = {
  'billing.plans': billing,
  'kliinics.sessions': billing,
  'billing.config': billing,
  'billing.create-payment-intent': provider,
  'billing.create-subscription': provider,
  'billing.webhook': provider,
  'billing.set-premium': provider,
  'billing.membership': billing,
  'billing.invoice-pdf': billing,
  'billing.invoices': billing,
  'billing.payment-status': billing,
  'billing.test-card': provider,
  'billing.test-authenticate': provider,
  'kliinics.bookings': billing,
  'kliinics.cancel-booking': provider,
  'kliinics.book-included': billing,
  'billing.export-user': billing,
} as const satisfies Record<keyof BillingRpc, RpcRoute<'billing-svc'>>;
