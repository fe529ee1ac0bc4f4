import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { logger, provideJobQueues, ServiceKitModule } from '@kiin/service-kit';
import { BILLING_SETTINGS, type BillingEnv } from './config';
import { database } from './database';
import { BillingConsumer } from './events.consumer';
import { BookingsService } from './kliinics/bookings.service';
import { KliinicsController } from './kliinics/kliinics.controller';
import { KliinicsService } from './kliinics/kliinics.service';
import { NotificationsService } from './notifications/notifications.service';
import { paymentProviders } from './payments/payment-services';
import { PaymentsController } from './payments/payments.controller';
import { openPaymentProvider, PAYMENT_PROVIDER } from './payments/provider';
import { PlansController } from './plans/plans.controller';
import { BillingPrivacyConsumer } from './privacy/privacy.consumer';
import { BillingPrivacyController } from './privacy/privacy.controller';
import { BillingPrivacyService } from './privacy/privacy.service';
import { TaxInvoicesController } from './tax/tax-invoices.controller';
import { TaxInvoicesService } from './tax/tax-invoices.service';

@Module({})
export class AppModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Billing, env, database })],
      controllers: [PlansController, KliinicsController, PaymentsController, TaxInvoicesController, BillingPrivacyController],
      providers: [
        KliinicsService,
        BookingsService,
        ...paymentProviders,
        TaxInvoicesService,
        BillingPrivacyService,
        BillingPrivacyConsumer,
        BillingConsumer,
        NotificationsService,
        provideJobQueues(env),
        { provide: BILLING_SETTINGS, useValue: env },
        { provide: PAYMENT_PROVIDER, useFactory: () => openPaymentProvider(env, logger()) },
      ],
    };
  }
}
