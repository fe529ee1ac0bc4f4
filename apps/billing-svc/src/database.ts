import type { DatabaseDefinition } from '@kiin/service-kit';

/** Payments and subscriptions arrive with the payments work; the backbone tables exist now. */
export const database: DatabaseDefinition = { entities: [], migrations: [] };
