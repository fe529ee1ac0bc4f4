import { BookingsRepository } from './kliinics/bookings.repository';
import { KliinicSessionsRepository } from './kliinics/kliinic-sessions.repository';
import { NotificationsRepository } from './notifications/notifications.repository';
import { ProcessedWebhooksRepository } from './payment-webhooks/processed-webhooks.repository';
import { PaymentsRepository } from './payments/payments.repository';
import { SubscriptionsRepository } from './payments/subscriptions.repository';
import { BillingPrivacyRepository } from './privacy/privacy.repository';
import { TaxInvoicesRepository } from './tax/tax-invoices.repository';

/** billing's SQL, one repository per feature (or per table where a feature has several); the service and the worker share them. */
export const repositories = [
  KliinicSessionsRepository,
  BookingsRepository,
  PaymentsRepository,
  SubscriptionsRepository,
  ProcessedWebhooksRepository,
  TaxInvoicesRepository,
  NotificationsRepository,
  BillingPrivacyRepository,
];
