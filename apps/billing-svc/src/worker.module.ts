import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue, ServiceName } from '@kiin/contracts';
import { logger, openDatabase, provideJobQueues, WorkerKitModule } from '@kiin/service-kit';
import { BILLING_SETTINGS, type BillingWorkerEnv } from './config';
import { database } from './database';
import { BillingJobs } from './jobs/billing.jobs';
import { BookingsService } from './kliinics/bookings.service';
import { NotificationsService } from './notifications/notifications.service';
import { paymentWorkerProviders } from './payments/payment-services';
import { openPaymentProvider, PAYMENT_PROVIDER } from './payments/provider';
import { repositories } from './repositories';

/** Closes the worker's database connections after the active jobs have finished. */
@Injectable()
class WorkerDatabase implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}

/**
 * billing-svc's worker: the `billing` queue (kliinic reminders, moving them with their session,
 * reconciliation with the payment provider every 15 minutes, the local test clock). It reads
 * billing's database and the payment provider, and writes events to the outbox, which the
 * service's relay publishes.
 */
@Module({})
export class BillingWorkerModule {
  static forRoot(env: BillingWorkerEnv): DynamicModule {
    return {
      module: BillingWorkerModule,
      imports: [WorkerKitModule.forRoot({ service: `${ServiceName.Billing}-worker`, env, queues: [Queue.Billing] })],
      providers: [
        { provide: MikroORM, useFactory: () => openDatabase(env.DATABASE_URL, database) },
        { provide: BILLING_SETTINGS, useValue: env },
        { provide: PAYMENT_PROVIDER, useFactory: () => openPaymentProvider(env, logger()) },
        WorkerDatabase,
        ...repositories,
        BookingsService,
        ...paymentWorkerProviders,
        provideJobQueues(env),
        NotificationsService,
        BillingJobs,
      ],
    };
  }
}
