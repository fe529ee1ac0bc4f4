import type { DatabaseDefinition } from '@kiin/service-kit';
import { seedKliinics } from './kliinics/kliinics.seed';
import { Migration20261123100000Kliinics } from './migrations/Migration20261123100000Kliinics';
import { Migration20261123110000Payments } from './migrations/Migration20261123110000Payments';
import { Migration20261126100000SeatHolds } from './migrations/Migration20261126100000SeatHolds';
import { Migration20261127100000SessionMaterials } from './migrations/Migration20261127100000SessionMaterials';

export const database: DatabaseDefinition = {
  // No entities: the service's SQL is in its repositories; the kit adds the outbox's own.
  entities: [],
  migrations: [
    { name: 'Migration20261123100000Kliinics', class: Migration20261123100000Kliinics },
    { name: 'Migration20261123110000Payments', class: Migration20261123110000Payments },
    { name: 'Migration20261126100000SeatHolds', class: Migration20261126100000SeatHolds },
    { name: 'Migration20261127100000SessionMaterials', class: Migration20261127100000SessionMaterials },
  ],
  seed: (em) => seedKliinics(em),
};
