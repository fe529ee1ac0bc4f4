import { type SavedService, type SupportNeed, supportNeeds, type SupportService } from '@kiin/contracts';
import { whyItFits } from '../service-matching';

/** A saved row as the list reads it. */
export interface SavedRow {
  serviceId: string;
  need: string | null;
  savedAt: Date;
}

const asNeed = (value: string | null): SupportNeed | null => ((supportNeeds as readonly (string | null)[]).includes(value) ? (value as SupportNeed) : null);

/**
 * The member's saved services with the directory's details as they are today, in the order
 * saved. A service the directory no longer holds is left out (and does not count against the
 * limit), and a need it no longer knows reads as every need.
 */
export function savedServices(rows: readonly SavedRow[], directory: ReadonlyMap<string, SupportService>): SavedService[] {
  return rows.flatMap((row) => {
    const service = directory.get(row.serviceId);
    if (!service) return [];
    const need = asNeed(row.need);
    return [{ ...service, why: whyItFits(service, need ?? undefined), need, savedAt: row.savedAt.toISOString() }];
  });
}

/** What saving `serviceId` does: nothing when it is saved already, refused at the limit, saved otherwise. */
export function saveDecision(rows: readonly SavedRow[], serviceId: string, directory: ReadonlyMap<string, SupportService>, limit: number): 'already' | 'full' | 'save' {
  if (rows.some((row) => row.serviceId === serviceId)) return 'already';
  return rows.filter((row) => directory.has(row.serviceId)).length >= limit ? 'full' : 'save';
}
