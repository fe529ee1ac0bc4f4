import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Claims today's one acknowledgement for `email`: true when none went to that address in
 * the last 24 hours (and records this one), false otherwise. One statement, so two
 * messages handled at once cannot both claim it.
 */
export async function claimAcknowledgement(em: EntityManager, email: string): Promise<boolean> {
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
