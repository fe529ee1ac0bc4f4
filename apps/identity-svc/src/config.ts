import { baseServiceEnv, baseWorkerEnv, safetyEnv } from '@kiin/service-kit';
import { z } from 'zod';

export const envSchema = baseServiceEnv.extend({
  /** Where the contact form's messages go. */
  SUPPORT_INBOX: z.email().default('hello@kiin.com.au'),
  MAIL_FROM: z.string().min(3).default('Kiin <hello@kiin.com.au>'),
  BULLMQ_PREFIX: z.string().regex(/^[a-z0-9_-]+$/).default('kiin'),
  /** Where links in staff mails point (the site's public address). */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
})
  /** The safety check on contact messages (a second opinion only where a model is configured). */
  .extend(safetyEnv.shape);
export type IdentityEnv = z.infer<typeof envSchema>;

/** The identity worker: renders queued mail from its templates and delivers it over SMTP. */
export const workerEnvSchema = baseWorkerEnv.extend({
  /** identity's database, read for the address of a mail sent to a member (`toUserId`). */
  DATABASE_URL: baseServiceEnv.shape.DATABASE_URL,
  /** smtp://host:port (the local SMTP catcher by default) or smtps://user:pass@host:port. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Kiin <hello@kiin.com.au>'),
});
export type IdentityWorkerEnv = z.infer<typeof workerEnvSchema>;
