import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactBody, CrisisFamily } from '@kiin/contracts';
import { ContactMessage } from './contact-message.entity';

/** Contact messages and the acknowledgements mailed for them. Every method runs on the caller's `em`. */
@Injectable()
export class ContactRepository {
  /** A new message, persisted with the caller's next flush. */
  create(em: EntityManager, fields: ContactBody & { id: string; crisisFamilies: CrisisFamily[] }): ContactMessage {
    return em.create(ContactMessage, fields);
  }

  findById(em: EntityManager, id: string): Promise<ContactMessage | null> {
    return em.findOne(ContactMessage, { id });
  }

  /**
   * Claims today's one acknowledgement for `email`: true when none went to that address in
   * the last 24 hours (and records this one), false otherwise. SQL: a conditional upsert, one
   * statement, so two messages handled at once cannot both claim it.
   */
  async claimAcknowledgement(em: EntityManager, email: string): Promise<boolean> {
    const recipientHash = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
    const rows = await em.execute<{ recipient_hash: string }[]>(
      `insert into mail_acknowledgement (recipient_hash, last_sent_at) values (?, now())
     on conflict (recipient_hash) do update set last_sent_at = now()
     where mail_acknowledgement.last_sent_at < now() - interval '24 hours'
     returning recipient_hash`,
      [recipientHash],
    );
    return rows.length > 0;
  }
}
