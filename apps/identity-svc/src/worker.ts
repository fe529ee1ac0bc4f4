import { createLogger, createWorker, loadConfig, redisConnection } from '@kiin/service-kit';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { workerEnvSchema } from './config';
import { deliverEmail } from './email/email.job';

/** identity-svc's worker: delivers queued mail over SMTP. */
const env = loadConfig(workerEnvSchema.extend({ MAIL_FROM: z.string().min(3).default('Kiin <hello@kiin.com.au>') }));
const log = createLogger('identity-worker', env.LOG_LEVEL);
const transport = createTransport(env.SMTP_URL);
const worker = createWorker('email.send', redisConnection(env.REDIS_URL), (mail) => deliverEmail(transport, env.MAIL_FROM, mail), env.BULLMQ_PREFIX);
worker.on('completed', (job) => log.info({ jobId: job.id }, 'email delivered'));
worker.on('failed', (job, error) => log.warn({ jobId: job?.id, err: error, attempts: job?.attemptsMade }, 'email delivery failed'));
worker.on('ready', () => log.info('identity worker ready'));

const shutdown = () => {
  void worker.close().then(() => {
    transport.close();
    process.exit(0);
  });
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
