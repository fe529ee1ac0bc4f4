import 'reflect-metadata';
import { ServiceName } from '@kiin/contracts';
import { loadConfig, runWorker } from '@kiin/service-kit';
import { workerEnvSchema } from './config';
import { IdentityWorkerModule } from './worker.module';

/** identity-svc's worker process: queued mail, rendered and delivered over SMTP. */
const env = loadConfig(workerEnvSchema);
runWorker(`${ServiceName.Identity}-worker`, IdentityWorkerModule.forRoot(env), env);
