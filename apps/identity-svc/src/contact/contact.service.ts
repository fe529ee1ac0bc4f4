import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ContactBody } from '@kiin/contracts';
import { SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { IdentityEnv } from '../config';
import { EmailQueue } from '../email/email.queue';
import { ContactMessage } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    private readonly orm: MikroORM,
    private readonly email: EmailQueue,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceOptions,
  ) {}

  /** Stores the message, then queues one mail to the support inbox and one acknowledgement. */
  async submit(body: ContactBody): Promise<{ id: string }> {
    const env = this.options.env as IdentityEnv;
    const em = this.orm.em.fork();
    const message = em.create(ContactMessage, { id: randomUUID(), ...body });
    await em.flush();
    await this.email.send(`contact:${message.id}:support`, {
      to: env.SUPPORT_INBOX,
      replyTo: body.email,
      subject: `[Kiin contact] ${body.subject}: message from ${body.name}`,
      text: `From: ${body.name} <${body.email}>\nSubject: ${body.subject}\n\n${body.message}\n`,
    });
    await this.email.send(`contact:${message.id}:ack`, {
      to: body.email,
      subject: 'We have your message - Kiin',
      text:
        `Hi ${body.name},\n\nThank you for getting in touch with Kiin. We have received your message ` +
        `and will reply within 24 hours.\n\nIf you need urgent help, call 000 in an emergency, ` +
        `or Lifeline on 13 11 14.\n\nThe Kiin team\n`,
    });
    return { id: message.id };
  }
}
