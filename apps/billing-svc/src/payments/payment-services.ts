import { ChargeWebhookService } from '../payment-webhooks/charge-webhook.service';
import { InvoiceWebhookService } from '../payment-webhooks/invoice-webhook.service';
import { PaymentIntentWebhookService } from '../payment-webhooks/payment-intent-webhook.service';
import { SubscriptionWebhookService } from '../payment-webhooks/subscription-webhook.service';
import { WebhooksService } from '../payment-webhooks/webhooks.service';
import { CheckoutService } from './checkout.service';
import { MembershipService } from './membership.service';
import { PaymentStatusService } from './payment-status.service';
import { PaymentProviderShutdown } from './provider';
import { ReconciliationService } from './reconciliation.service';
import { SeatlessRefundsService } from './seatless-refunds.service';
import { TestCardService } from './test-card.service';
import { TestClockService } from './test-clock.service';

/**
 * What the worker runs of payments: reconciliation, which applies what it finds through the
 * webhooks' own appliers, and the test clock.
 */
export const paymentWorkerProviders = [
  PaymentIntentWebhookService,
  InvoiceWebhookService,
  SubscriptionWebhookService,
  ChargeWebhookService,
  WebhooksService,
  SeatlessRefundsService,
  ReconciliationService,
  TestClockService,
  PaymentProviderShutdown,
];

/** What the service runs: all of that, and what its payment RPC handlers call. */
export const paymentProviders = [...paymentWorkerProviders, CheckoutService, MembershipService, PaymentStatusService, TestCardService];
