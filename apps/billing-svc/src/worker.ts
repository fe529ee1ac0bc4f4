import 'reflect-metadata';
import { ServiceName } from '@kiin/contracts';
import { loadConfig, runWorker } from '@kiin/service-kit';
import { workerEnvSchema } from './config';
import { BillingWorkerModule } from './worker.module';

/** billing-svc's worker process: kliinic reminders, reconciliation with the payment provider, the test clock. */
const env = loadConfig(workerEnvSchema);
runWorker(`${ServiceName.Billing}-worker`, BillingWorkerModule.forRoot(env), env);
