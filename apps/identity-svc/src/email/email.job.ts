import type { JobMap } from '@kiin/contracts';
import type { Transporter } from 'nodemailer';

/** Delivers one message. BullMQ retries with backoff when the SMTP server refuses it. */
export async function deliverEmail(transport: Transporter, from: string, mail: JobMap['email.send']): Promise<void> {
  await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
}
