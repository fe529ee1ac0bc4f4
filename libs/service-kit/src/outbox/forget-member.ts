import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes this service's outbox rows that name the member (as key or anywhere in the
 * envelope), sent or not: once an account is deleted no event about it should go out, and
 * no row should keep its id.
 */
export async function forgetOutboxOf(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`delete from outbox where key = ? or strpos(envelope::text, ?) > 0`, [userId, userId]);
}
