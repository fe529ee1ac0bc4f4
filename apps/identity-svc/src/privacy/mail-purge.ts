import { Queue as EmailQueueName } from '@kiin/contracts';
import { redisConnection } from '@kiin/service-kit';
import { type Job, Queue } from 'bullmq';

/** States a job can be removed from (an active one is being sent: the worker skips a gone member). */
const removable = ['waiting', 'delayed', 'prioritized', 'paused', 'completed', 'failed'] as const;

/**
 * Takes a deleted member's mail out of the `email` queue: mail addressed to them by id or by
 * address that has not gone yet is cancelled, and sent or failed mail kept for de-duplication
 * no longer holds their address or what it said. Mail about them goes too: their contact
 * message on its way to the support inbox names them in its reply-to and its data.
 */
export class MailPurge {
  private queue?: Queue;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  async purge(member: { userId: string; email?: string }): Promise<number> {
    this.queue ??= new Queue(EmailQueueName.Email, { connection: redisConnection(this.redisUrl), prefix: this.prefix });
    const email = member.email?.toLowerCase();
    const theirs = (job: Job) => {
      const mail = (job.data ?? {}) as { to?: string; toUserId?: string; replyTo?: string; data?: { email?: unknown } };
      if (mail.toUserId === member.userId) return true;
      if (!email) return false;
      const about = typeof mail.data?.email === 'string' ? mail.data.email : undefined;
      return [mail.to, mail.replyTo, about].some((address) => address?.toLowerCase() === email);
    };
    const found: Job[] = [];
    for (let start = 0; ; start += 500) {
      const jobs = await this.queue.getJobs([...removable], start, start + 499);
      found.push(...jobs.filter((j) => j && theirs(j)));
      if (jobs.length < 500) break;
    }
    let removed = 0;
    for (const job of found) {
      // One taken by the worker meanwhile cannot be removed; the worker skips a member who is gone.
      await job.remove().then(
        () => (removed += 1),
        () => undefined,
      );
    }
    return removed;
  }

  async close(): Promise<void> {
    await this.queue?.close();
  }
}
