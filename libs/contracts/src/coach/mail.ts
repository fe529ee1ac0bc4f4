import { z } from 'zod';

/**
 * The coach's mails (sent by identity's worker to a member named by id). The notes are text
 * an expert approved, written by a model or taken from a transcript: escaped when rendered.
 */
export const coachMail = {
  /** A kliinic's approved notes, to one ticket holder. */
  'kliinic.notes': z.object({
    sessionTitle: z.string(),
    /** The session's date as people read it, e.g. `Tuesday 3 March 2026`. */
    sessionDate: z.string(),
    markdown: z.string(),
    resources: z.array(z.object({ title: z.string(), link: z.url() })).max(20),
    /** Where the member watches the recording and finds the notes again (their kliinics page). */
    kliinicsLink: z.url(),
    disclaimer: z.string(),
  }),
} as const;
export type CoachMailName = keyof typeof coachMail;
