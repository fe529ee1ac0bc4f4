import type { SupportService } from '@kiin/contracts';
import { supportDirectory } from '../support-services/directory';

/** The published directory by service id (its slug), for saving and listing saved services. */
export const directoryById: ReadonlyMap<string, SupportService> = new Map(supportDirectory.map((s) => [s.id, s]));
