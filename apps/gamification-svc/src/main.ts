import 'reflect-metadata';
import { ServiceName } from '@kiin/contracts';
import { loadConfig, runService } from '@kiin/service-kit';
import { AppModule } from './app.module';
import { envSchema } from './config';

const env = loadConfig(envSchema);
runService(ServiceName.Gamification, AppModule.forRoot(env), env);
