import { z } from 'zod';

/** The coach's facts. Ids and counts only. */
export const coachEvents = {
  /** Every ticket holder of the session has been sent the approved notes. */
  'kliinic.notes-sent.v1': z.object({
    sessionId: z.string(),
    recipients: z.number().int(),
  }),
} as const;
