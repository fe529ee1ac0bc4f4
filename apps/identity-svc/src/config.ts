import { baseServiceEnv } from '@kiin/service-kit';
import { z } from 'zod';

export const envSchema = baseServiceEnv.extend({
  /** Where the contact form's messages go. */
  SUPPORT_INBOX: z.email().default('hello@kiin.com.au'),
  MAIL_FROM: z.string().min(3).default('Kiin <hello@kiin.com.au>'),
  BULLMQ_PREFIX: z.string().regex(/^[a-z0-9_-]+$/).default('kiin'),
});
export type IdentityEnv = z.infer<typeof envSchema>;

export const workerEnvSchema = z.object({
  LOG_LEVEL: baseServiceEnv.shape.LOG_LEVEL,
  REDIS_URL: baseServiceEnv.shape.REDIS_URL,
  /** smtp://host:port (the local SMTP catcher by default) or smtps://user:pass@host:port. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
  BULLMQ_PREFIX: z.string().regex(/^[a-z0-9_-]+$/).default('kiin'),
});
