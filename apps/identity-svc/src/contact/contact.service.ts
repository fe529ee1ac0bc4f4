import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { type ContactBody, type Envelope, type EventMap, ServiceName } from '@kiin/contracts';
import { recordEvent, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
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

  /**
   * Stores the message and, in the same transaction, `contact.received.v1` in the outbox.
   * The mails are queued when that event comes back, so a Redis outage at this moment
   * delays them instead of losing them.
   */
  async submit(body: ContactBody): Promise<{ id: string }> {
    return this.orm.em.fork().transactional(async (em) => {
      const message = em.create(ContactMessage, { id: randomUUID(), ...body });
      recordEvent(em, ServiceName.Identity, 'contact.received.v1', message.id, { messageId: message.id });
      return { id: message.id };
    });
  }

  /** Queues one mail to the support inbox and one acknowledgement; job ids make a redelivery harmless. */
  async onReceived(em: EntityManager, event: Envelope<EventMap['contact.received.v1']>): Promise<void> {
    const message = await em.findOne(ContactMessage, { id: event.payload.messageId });
    if (!message) return;
    const env = this.options.env as IdentityEnv;
    await this.email.send(`contact:${message.id}:support`, {
      to: env.SUPPORT_INBOX,
      replyTo: message.email,
      subject: `[Kiin contact] ${message.subject}: message from ${message.name}`,
      text: `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}\n`,
    });
    await this.email.send(`contact:${message.id}:ack`, {
      to: message.email,
      subject: 'We have your message - Kiin',
      text:
        `Hi ${message.name},\n\nThank you for getting in touch with Kiin. We have received your message ` +
        `and will reply within 24 hours.\n\nIf you need urgent help, call 000 in an emergency, ` +
        `or Lifeline on 13 11 14.\n\nThe Kiin team\n`,
    });
  }
}
