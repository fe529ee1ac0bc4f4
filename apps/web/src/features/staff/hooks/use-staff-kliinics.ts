import type { KliinicNotesStatus, StaffKliinicSession } from '@kiin/contracts';
import { useKliinicNotesQuery, useStaffKliinicsQuery } from '../api/staff-api';

/** The worker is drafting or sending: what staff see will change without them doing anything. */
const isBusy = (status: KliinicNotesStatus | null) => status === 'drafting' || status === 'approved';

/**
 * The kliinic sessions, read again every 3 seconds while any is being drafted or sent. A second
 * subscription to the same list does the polling, so the first one's loading and error states
 * are those of the list itself and polling stops on its own once nothing is busy.
 */
export function useStaffKliinics() {
  const list = useStaffKliinicsQuery();
  const busy = list.data?.some((s) => isBusy(s.status)) === true;
  useStaffKliinicsQuery(undefined, { skip: !busy, pollingInterval: busy ? 3000 : 0 });
  return list;
}

/** One session's notes (none to read before its first transcript), read again every 2 seconds while drafted or sent. */
export function useSessionNotes(session: StaffKliinicSession) {
  return useKliinicNotesQuery(session.sessionId, {
    skip: session.status === null,
    pollingInterval: isBusy(session.status) ? 2000 : 0,
  });
}
