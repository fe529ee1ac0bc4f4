import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { logger, privacyController, provideJobQueues, ServiceKitModule } from '@kiin/service-kit';
import { BILLING_SETTINGS, type BillingEnv } from './config';
import { database } from './database';
import { BookingsService } from './kliinics/bookings.service';
import { KliinicsController } from './kliinics/kliinics.controller';
import { KliinicsService } from './kliinics/kliinics.service';
import { NotificationEvents } from './notifications/notification.events';
import { NotificationsService } from './notifications/notifications.service';
import { paymentProviders } from './payments/payment-services';
import { PaymentsController } from './payments/payments.controller';
import { openPaymentProvider, PAYMENT_PROVIDER } from './payments/provider';
import { PlansController } from './plans/plans.controller';
import { BillingPrivacyService } from './privacy/privacy.service';
import { repositories } from './repositories';
import { TaxInvoicesController } from './tax/tax-invoices.controller';
import { TaxInvoicesService } from './tax/tax-invoices.service';

@Module({})
export class AppModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Billing, env, database })],
      controllers: [
        PlansController,
        KliinicsController,
        PaymentsController,
        TaxInvoicesController,
        privacyController({ exportRpc: 'billing.export-user', privacy: BillingPrivacyService }),
      ],
      providers: [
        ...repositories,
        KliinicsService,
        BookingsService,
        ...paymentProviders,
        TaxInvoicesService,
        BillingPrivacyService,
        NotificationsService,
        NotificationEvents,
        provideJobQueues(env),
        { provide: BILLING_SETTINGS, useValue: env },
        { provide: PAYMENT_PROVIDER, useFactory: () => openPaymentProvider(env, logger()) },
      ],
    };
  }
}
