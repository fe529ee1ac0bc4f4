import { baseServiceEnv, safetyEnv } from '@kiin/service-kit';
import type { z } from 'zod';

/** The service's settings, and the safety check's (a second opinion only where a model is configured). */
export const envSchema = baseServiceEnv.extend(safetyEnv.shape);
export type CommunityEnv = z.infer<typeof envSchema>;
