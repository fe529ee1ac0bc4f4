import type { SupportService } from '@kiin/contracts';
import { seedSupportServices } from './support-services.seed-data';

/** The published directory, in the contract's shape (served from memory: it changes with a release). */
export const supportDirectory: SupportService[] = seedSupportServices.map(({ slug, ...entry }) => ({ id: slug, ...entry }));
