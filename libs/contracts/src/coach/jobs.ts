import { z } from 'zod';

/** coach-svc's queue: kliinic transcripts turned into notes, and the notes mailed to ticket holders. */
export const coachQueues = { KliinicNotes: 'kliinic-notes' } as const;

/**
 * Job ids are stable (BullMQ refuses `:`): `notes-{sessionId}-{upload}` for a draft,
 * `notes-send-{sessionId}` for the fan-out, `notes-mail-{sessionId}-{userId}` for one member's
 * mail (the same id as its `email.send` job), so a retried job or a second approval sends
 * nothing twice.
 */
export const coachJobs = {
  /** Writes the draft from the stored transcript. */
  'kliinic-notes.generate': {
    queue: coachQueues.KliinicNotes,
    schema: z.object({
      sessionId: z.string(),
      /** Which upload this draft is for: a later upload makes an older job do nothing. */
      upload: z.string(),
    }),
  },
  /** After approval: one `kliinic-notes.mail` job per ticket holder. */
  'kliinic-notes.send': {
    queue: coachQueues.KliinicNotes,
    schema: z.object({ sessionId: z.string() }),
  },
  /** One ticket holder's notes mail: queued on identity's `email` queue, then recorded as sent. */
  'kliinic-notes.mail': {
    queue: coachQueues.KliinicNotes,
    schema: z.object({ sessionId: z.string(), userId: z.uuid() }),
  },
  /** Repeating: deletes transcripts whose notes went out long enough ago. */
  'kliinic-notes.sweep': {
    queue: coachQueues.KliinicNotes,
    schema: z.object({}),
  },
} as const;

/** Stable job ids. */
export const kliinicNotesJobId = {
  generate: (sessionId: string, upload: string) => `notes-${sessionId}-${upload}`,
  send: (sessionId: string) => `notes-send-${sessionId}`,
  mail: (sessionId: string, userId: string) => `notes-mail-${sessionId}-${userId}`,
  sweep: 'notes-sweep',
} as const;
