import { z } from 'zod';

/** The coach's facts. Ids and counts only. */
export const coachEvents = {
  /** One ticket holder has been sent the approved notes: they can read them under their booking. */
  'kliinic.notes-delivered.v1': z.object({
    userId: z.uuid(),
    sessionId: z.string(),
  }),
  /** Every ticket holder of the session has been sent the approved notes. */
  'kliinic.notes-sent.v1': z.object({
    sessionId: z.string(),
    recipients: z.number().int(),
  }),
} as const;
