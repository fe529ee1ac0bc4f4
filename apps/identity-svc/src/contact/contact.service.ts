import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type ContactBody, type ContactReceipt, crisisCardAsText, crisisCardFor, type Envelope, type EventMap, ServiceName } from '@kiin/contracts';
import { JobQueues, OnEvent, recordEvent, SafetyCheck, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { IdentityEnv } from '../config';
import { ContactRepository } from './contact.repository';

@Injectable()
export class ContactService {
  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueues,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceOptions,
    private readonly safety: SafetyCheck,
    private readonly messages: ContactRepository,
  ) {}

  /**
   * Stores the message and, in the same transaction, `contact.received.v1` in the outbox.
   * The mails are queued when that event comes back, so a Redis outage at this moment
   * delays them instead of losing them. A message that tells of danger shows its sender the
   * crisis card at once, and reaches the support inbox marked urgent.
   */
  async submit(body: ContactBody): Promise<ContactReceipt> {
    const safety = await this.safety.assess(`${body.subject}\n${body.message}`);
    return this.orm.em.fork().transactional(async (em) => {
      const message = this.messages.create(em, { id: randomUUID(), ...body, crisisFamilies: safety.families });
      recordEvent(em, ServiceName.Identity, 'contact.received.v1', message.id, { messageId: message.id });
      return { id: message.id, showCrisisCard: safety.crisis, crisisFamilies: safety.families };
    });
  }

  /** Queues one mail to the support inbox and one acknowledgement; job ids make a redelivery harmless. */
  @OnEvent('contact.received.v1')
  async onReceived(em: EntityManager, event: Envelope<EventMap['contact.received.v1']>): Promise<void> {
    const message = await this.messages.findById(em, event.payload.messageId);
    if (!message) return;
    const env = this.options.env as IdentityEnv;
    await this.jobs.add(
      'email.send',
      {
        to: env.SUPPORT_INBOX,
        replyTo: message.email,
        template: 'contact.to-support',
        data: {
          messageId: message.id,
          name: message.name,
          email: message.email,
          subject: message.subject as ContactBody['subject'],
          message: message.message,
          crisisFamilies: message.crisisFamilies,
        },
      },
      `contact:${message.id}:support`,
    );
    // One acknowledgement a day per address: the form cannot be used to flood a stranger's inbox.
    if (!(await this.messages.claimAcknowledgement(em, message.email))) return;
    await this.jobs.add(
      'email.send',
      {
        to: message.email,
        template: 'contact.acknowledgement',
        data: { crisisCard: message.crisisFamilies.length > 0 ? crisisCardAsText(crisisCardFor(message.crisisFamilies)) : null },
      },
      `contact:${message.id}:ack`,
    );
  }
}
