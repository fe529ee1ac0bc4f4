import { baseServiceEnv } from '@kiin/service-kit';

export const envSchema = baseServiceEnv;
