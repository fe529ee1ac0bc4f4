import { createServer } from 'node:net';
import { type JobMap, jobQueue } from '@kiin/contracts';
import { JobQueues, redisConnection } from '@kiin/service-kit';
import { infra, type ServiceProcess, startServiceProcess, startSmtpServer, type TestSmtpServer, uniqueToken, waitFor, waitForReady } from '@kiin/testing';
import { Queue } from 'bullmq';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** identity-svc's worker as a real process, on the real Redis, delivering to a real SMTP server. */
describe('the identity worker', () => {
  const prefix = uniqueToken().toLowerCase();
  const connection = redisConnection(infra.redisUrl);
  const jobs = new JobQueues({ REDIS_URL: infra.redisUrl, BULLMQ_PREFIX: prefix });
  let smtp: TestSmtpServer;
  let queue: Queue;
  let worker: ServiceProcess;
  let httpPort: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    queue = new Queue(jobQueue['email.send'], { connection, prefix });
  });

  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await queue.obliterate({ force: true });
    await queue.close();
    await jobs.close();
    await smtp.close();
  });

  const start = async () => {
    httpPort = await freePort();
    worker = startServiceProcess(
      'identity-svc',
      // Its database is read only for mail addressed to a member (`toUserId`); these mails name an address.
      { HTTP_PORT: String(httpPort), DATABASE_URL: `${infra.pgUrl}/postgres`, REDIS_URL: infra.redisUrl, BULLMQ_PREFIX: prefix, SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
      'worker',
    );
    await waitForReady(httpPort, worker);
  };
  const send = (jobId: string, mail: JobMap['email.send']) => jobs.add('email.send', mail, jobId);
  const state = async (jobId: string) => (await queue.getJob(jobId))?.getState();
  const ready = async () => (await fetch(`http://127.0.0.1:${httpPort}/health/ready`)).status;

  it('refuses to start on a malformed setting, naming it in one line', async () => {
    const bad = startServiceProcess(
      'identity-svc',
      { HTTP_PORT: '1', DATABASE_URL: `${infra.pgUrl}/postgres`, REDIS_URL: infra.redisUrl, SMTP_URL: 'http://mail.example' },
      'worker',
    );
    const code = await new Promise<number | null>((resolve) => bad.child.once('close', (c: number | null) => resolve(c)));
    expect(code).toBe(78);
    expect(bad.output().trim()).toMatch(/^Configuration error: SMTP_URL is invalid/);
  });

  it('delivers a templated mail with an escaped HTML part and an intact text part, and says so in its metrics', async () => {
    await start();
    const name = '<script>alert(1)</script>';
    await send('mail-1', {
      to: 'sam@example.com',
      template: 'contact.to-support',
      data: { messageId: 'm-1', name, email: 'alex@example.com', subject: 'general', message: 'Hello' },
    });

    const message = await waitFor(() => smtp.delivered.find((m) => m.to.includes('sam@example.com')), { what: 'the mail at the SMTP server' });
    expect(message.raw).toContain(`Subject: [Kiin contact] general: message from ${name}`);
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(message.raw).toContain(`From: ${name} <alex@example.com>`);
    expect(message.raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;alex@example.com&gt;');
    expect(message.raw).not.toContain(`</strong> ${name}`);
    await waitFor(async () => (await state('mail-1')) === 'completed', { what: 'the job completed' });
    // What the mail showed stays in Redis a day once sent (a week if it failed), not the default week.
    expect((await queue.getJob('mail-1'))?.opts).toMatchObject({ removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } });

    const live = await fetch(`http://127.0.0.1:${httpPort}/health/live`);
    expect(live.status).toBe(200);
    expect(await ready()).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${httpPort}/metrics`)).text();
    expect(metrics).toMatch(/kiin_jobs_total\{[^}]*queue="email",job="email.send",outcome="completed"[^}]*\} 1/);
    expect(metrics).toMatch(/kiin_job_duration_seconds_count\{[^}]*queue="email",job="email.send"[^}]*\} 1/);
    expect(metrics).toMatch(/kiin_queue_jobs\{[^}]*queue="email",state="completed"[^}]*\} 1/);
  });

  it('on SIGTERM takes no new job and lets the active one finish before it exits', async () => {
    smtp.hold();
    await send('mail-2', { to: 'alex@example.com', template: 'contact.acknowledgement', data: {} });
    await waitFor(() => smtp.held.find((m) => m.to.includes('alex@example.com')), { what: 'the mail held at the SMTP server' });
    expect(await state('mail-2')).toBe('active');

    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      // 'close', not 'exit': the last lines written before exiting may still be in the pipe at 'exit'.
      worker.child.once('close', (code: number | null, signal: string | null) => resolve({ code, signal })),
    );
    worker.child.kill('SIGTERM');
    await waitFor(async () => (await ready()) === 503, { what: 'readiness to turn 503 while stopping' });
    await send('mail-3', { to: 'late@example.com', template: 'contact.acknowledgement', data: {} });

    smtp.release();
    const { code, signal } = await exited;
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    expect(await state('mail-2')).toBe('completed');
    expect(smtp.delivered.map((m) => m.to[0])).toContain('alex@example.com');
    // Queued after the stop began: left for the next worker, not taken and lost.
    expect(await state('mail-3')).toBe('waiting');
    expect(smtp.delivered.map((m) => m.to[0])).not.toContain('late@example.com');
    expect(worker.output()).toContain('worker stopped: no job left running');
  });
});
