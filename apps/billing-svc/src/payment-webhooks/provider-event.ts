import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';

/** The part of a provider event the handler reads: its id, type and the object's id. */
export type ProviderEvent = { id: string; type: Stripe.Event['type']; data: { object: { id: string } } };

/**
 * What an event does to billing's records, decided from the objects as the provider has them
 * now (read before the transaction) and applied in the transaction that records the event.
 */
export type WebhookEffect = (tx: EntityManager) => Promise<void>;
