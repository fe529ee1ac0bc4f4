import { baseServiceEnv, baseWorkerEnv, safetyEnv } from '@kiin/service-kit';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const envSchema = baseServiceEnv.extend({
  /** With a key, answers are written by an OpenAI-compatible model; without one, by the library assistant. */
  OPENAI_API_KEY: optional,
  /** Any OpenAI-compatible server (the SDK's default when unset). */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Who processes messages, and where, as the consent notice tells members. */
  OPENAI_PROCESSOR: z.string().min(1).default('OpenAI in the United States'),
  /** How long one model call may take before it is retried once (milliseconds). */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(25_000),
  BULLMQ_PREFIX: z.string().regex(/^[a-z0-9_-]+$/).default('kiin'),
  /** Where links in the notes and their mail point (the site's public address). */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** The safety check's second opinion (the provider's moderation endpoint, where a key is set). */
  OPENAI_MODERATION_MODEL: safetyEnv.shape.OPENAI_MODERATION_MODEL,
  SAFETY_SECOND_OPINION_TIMEOUT_MS: safetyEnv.shape.SAFETY_SECOND_OPINION_TIMEOUT_MS,
});
export type CoachEnv = z.infer<typeof envSchema>;

/** The coach worker: kliinic notes drafted from transcripts and mailed to ticket holders. */
export const workerEnvSchema = baseWorkerEnv.extend({
  DATABASE_URL: baseServiceEnv.shape.DATABASE_URL,
  OPENAI_API_KEY: envSchema.shape.OPENAI_API_KEY,
  OPENAI_BASE_URL: envSchema.shape.OPENAI_BASE_URL,
  OPENAI_MODEL: envSchema.shape.OPENAI_MODEL,
  OPENAI_TIMEOUT_MS: envSchema.shape.OPENAI_TIMEOUT_MS,
  PUBLIC_ORIGIN: envSchema.shape.PUBLIC_ORIGIN,
  /** How long a notes mail job waits for identity's worker to deliver it before it is retried (milliseconds). */
  NOTES_MAIL_WAIT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
});
export type CoachWorkerEnv = z.infer<typeof workerEnvSchema>;
