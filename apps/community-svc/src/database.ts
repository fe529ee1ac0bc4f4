import type { DatabaseDefinition } from '@kiin/service-kit';

/** Discussions and comments arrive with the community work; the backbone tables exist now. */
export const database: DatabaseDefinition = { entities: [], migrations: [] };
