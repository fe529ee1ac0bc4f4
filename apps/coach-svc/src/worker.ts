import 'reflect-metadata';
import { ServiceName } from '@kiin/contracts';
import { loadConfig, runWorker } from '@kiin/service-kit';
import { workerEnvSchema } from './config';
import { CoachWorkerModule } from './worker.module';

/** coach-svc's worker process: kliinic notes drafted from transcripts and mailed to ticket holders. */
const env = loadConfig(workerEnvSchema);
runWorker(`${ServiceName.Coach}-worker`, CoachWorkerModule.forRoot(env), env);
