import { randomUUID } from 'node:crypto';
import { type Envelope, type EventMap, eventSchemas, kliinicTopicLimits, ServiceName } from '@kiin/contracts';

type SessionScheduled = EventMap['kliinic.session-scheduled.v1'];

/** The words of a session the library reads to suggest what to read beforehand. */
export interface SessionWords {
  id: string;
  title: string;
  description: string;
}

/** A session's topic as `kliinic.session-scheduled.v1` carries it: its title and description, cut to what a mail shows. */
export function sessionTopic(session: SessionWords): SessionScheduled {
  return {
    sessionId: session.id,
    title: session.title.slice(0, kliinicTopicLimits.titleMaxChars),
    description: session.description.slice(0, kliinicTopicLimits.descriptionMaxChars),
  };
}

/**
 * The outbox row `npm run admin -- kliinic` writes in the transaction that adds a session or
 * changes its words. The script speaks SQL, without the ORM that `recordEvent` needs, so this
 * makes the same envelope here (caused by no event); the payload is checked against its contract.
 * Kept free of the service kit: the script loads it on every command.
 */
export function sessionScheduledOutboxRow(session: SessionWords): { id: string; topic: string; key: string; envelope: Envelope<SessionScheduled> } {
  const type = 'kliinic.session-scheduled.v1';
  const envelope: Envelope<SessionScheduled> = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    producer: ServiceName.Billing,
    correlationId: randomUUID(),
    causationId: null,
    key: session.id,
    payload: eventSchemas[type].parse(sessionTopic(session)),
  };
  return { id: envelope.id, topic: type, key: envelope.key, envelope };
}
