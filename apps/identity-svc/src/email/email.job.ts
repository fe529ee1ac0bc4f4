import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { JobMap } from '@kiin/contracts';
import { OnJob, type RenderedMail, renderMailJob, WORKER_OPTIONS, type WorkerOptions } from '@kiin/service-kit';
import { UnrecoverableError } from 'bullmq';
import { createTransport, type Transporter } from 'nodemailer';
import type { IdentityWorkerEnv } from '../config';
import { MailRecipients } from './recipients';

/**
 * Delivers queued mail: renders the job's template (text and HTML parts) and sends it over
 * SMTP. BullMQ retries with backoff when the SMTP server refuses it; a mail that cannot be
 * rendered is not retried.
 */
@Injectable()
export class EmailJobs implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
    private readonly recipients: MailRecipients,
  ) {
    const env = options.env as IdentityWorkerEnv;
    this.transport = createTransport(env.SMTP_URL);
    this.from = env.MAIL_FROM;
  }

  @OnJob('email.send')
  async send(mail: JobMap['email.send']): Promise<void> {
    // A mail to a member's account greets them by name; one to an address someone typed does not.
    const member = mail.toUserId === undefined ? null : await this.recipients.recipientOf(mail.toUserId);
    const to = mail.to ?? member?.email;
    // The member has deleted their account since the mail was queued: nothing to send.
    if (!to) return;
    let rendered: RenderedMail;
    try {
      rendered = renderMailJob(mail, { firstName: member?.firstName ?? null });
    } catch (error) {
      throw new UnrecoverableError(`mail template ${mail.template} could not be rendered: ${(error as Error).message}`);
    }
    await this.transport.sendMail({
      from: this.from,
      to,
      replyTo: mail.replyTo,
      ...rendered,
      attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
  }

  /** After the active jobs have finished. */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
