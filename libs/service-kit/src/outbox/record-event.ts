import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Envelope, type EventMap, type EventType, eventSchemas, type ServiceName } from '@kiin/contracts';
import { requestContext } from '../logging';
import { OutboxEvent } from './outbox-event.entity';

/**
 * Adds an event to the outbox inside the caller's transaction: it is published only if the
 * change that caused it commits. The payload is validated against its contract here. The
 * producer is the service's name in the registry, the one its worker writes under too, so a
 * misspelt name fails to compile instead of reaching the envelope.
 */
export function recordEvent<T extends EventType>(
  em: EntityManager,
  producer: ServiceName,
  type: T,
  key: string,
  payload: EventMap[T],
): Envelope<EventMap[T]> {
  const parsed = eventSchemas[type].parse(payload) as EventMap[T];
  const context = requestContext.get();
  const envelope: Envelope<EventMap[T]> = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: context?.requestId ?? randomUUID(),
    causationId: context?.eventId ?? null,
    key,
    payload: parsed,
  };
  em.persist(new OutboxEvent(envelope));
  return envelope;
}
