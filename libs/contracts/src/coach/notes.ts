import { z } from 'zod';
import { maxBodyBytes } from '../shared/limits';
import { multilineText } from '../shared/fields';
import { pageQuerySchema, pageSchema } from '../shared/paging';

/**
 * Kliinic notes: a session's transcript turned into notes (by a model when one is configured,
 * otherwise by the local summariser), edited and approved by an expert, then mailed once to
 * every ticket holder. See docs/adr (kliinic notes).
 */
export const kliinicNotesLimits = {
  /** The largest transcript the gateway takes: its request body limit (64 KB). */
  transcriptMaxBytes: maxBodyBytes,
  /** Characters of transcript text once its body is read (JSON form included). */
  transcriptMaxLength: 60_000,
  /** A transcript must hold at least this much to summarise. */
  transcriptMinLength: 40,
  notesMaxLength: 20_000,
  /** The transcript is deleted this many days after the notes went out. */
  transcriptRetentionDays: 14,
  /** Library items the gateway looks up for a transcript (resources to link). */
  libraryMatches: 8,
} as const;

export const kliinicNotesStatuses = ['drafting', 'draft', 'approved', 'sent'] as const;
export type KliinicNotesStatus = (typeof kliinicNotesStatuses)[number];

export const kliinicDeliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type KliinicDeliveryStatus = (typeof kliinicDeliveryStatuses)[number];

/** Fixed texts of the notes. */
export const kliinicNotesTexts = {
  /** On every draft, and in every mail: it cannot be edited away. */
  disclaimer: 'These notes are general information from a group session, not medical advice. Please talk to your GP or care team about your own situation.',
  localLabel: 'Made without a language model: the sentences below are taken from the session transcript by Kiin\'s local summariser.',
  modelLabel: 'Drafted by a language model from the session transcript and checked by the expert before sending.',
  removedNote: 'Names, email addresses and phone numbers of people who spoke have been removed.',
} as const;

export const KliinicNotesDeliverySchema = z.object({
  /** The member's id, shortened: the coach holds no names or addresses. */
  member: z.string(),
  status: z.enum(kliinicDeliveryStatuses),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type KliinicNotesDelivery = z.infer<typeof KliinicNotesDeliverySchema>;

/** A session on the staff screen, with where its notes are. */
export const StaffKliinicSessionSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  /** null: no transcript yet. */
  status: z.enum(kliinicNotesStatuses).nullable(),
  ticketHolders: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Why the last job for this session was parked, for staff to act on. */
  error: z.string().nullable(),
});
export type StaffKliinicSession = z.infer<typeof StaffKliinicSessionSchema>;

/** `GET /api/staff/kliinics/{sessionId}/notes`. */
export const KliinicNotesSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  status: z.enum(kliinicNotesStatuses),
  /** The draft (or the approved notes) as Markdown; empty while drafting. */
  markdown: z.string(),
  /** The same, rendered and sanitised by the server: what members read (the web shows it as is). */
  html: z.string(),
  /** Who wrote the draft: the local summariser or a model. */
  writtenBy: z.enum(['local', 'model']).nullable(),
  disclaimer: z.string(),
  error: z.string().nullable(),
  ticketHolders: z.number().int(),
  deliveries: z.array(KliinicNotesDeliverySchema),
  uploadedAt: z.string(),
  approvedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** When the transcript is (or was) deleted; null until the notes have gone out. */
  transcriptDeletesAt: z.string().nullable(),
});
export type KliinicNotes = z.infer<typeof KliinicNotesSchema>;

/** `POST /api/staff/kliinics/notes/preview`: a draft as members would read it, rendered by the server. */
export const KliinicNotesPreviewSchema = z.object({ html: z.string() });
export type KliinicNotesPreview = z.infer<typeof KliinicNotesPreviewSchema>;

/** Approved notes of a session the member holds a ticket for (`GET /api/kliinics/notes`). */
export const MemberKliinicNotesSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  /** When the session started: the list is newest session first. */
  startsAt: z.string(),
  markdown: z.string(),
  /** The notes rendered and sanitised by the server (the web shows it as is). */
  html: z.string(),
  disclaimer: z.string(),
  approvedAt: z.string(),
});
export type MemberKliinicNotes = z.infer<typeof MemberKliinicNotesSchema>;

/** Notes on a page of `GET /api/kliinics/notes` unless `limit` says otherwise. */
export const memberNotesPageSize = 20;

/** `GET /api/kliinics/notes`: `limit` and `cursor`, the newest session first. */
export const MemberKliinicNotesListQuerySchema = pageQuerySchema('notes', memberNotesPageSize);
export type MemberKliinicNotesListQuery = z.output<typeof MemberKliinicNotesListQuerySchema>;
export const MemberKliinicNotesPageSchema = pageSchema(MemberKliinicNotesSchema);

export const KliinicTranscriptBodySchema = z.object({
  transcript: multilineText('transcript').pipe(
    z
      .string()
      .min(kliinicNotesLimits.transcriptMinLength, `transcript must be at least ${kliinicNotesLimits.transcriptMinLength} characters`)
      .max(kliinicNotesLimits.transcriptMaxLength, `transcript must be at most ${kliinicNotesLimits.transcriptMaxLength} characters`),
  ),
});
export type KliinicTranscriptBody = z.infer<typeof KliinicTranscriptBodySchema>;

export const KliinicNotesBodySchema = z.object({
  markdown: multilineText('markdown').pipe(
    z.string().min(1, 'markdown is required').max(kliinicNotesLimits.notesMaxLength, `markdown must be at most ${kliinicNotesLimits.notesMaxLength} characters`),
  ),
});
export type KliinicNotesBody = z.infer<typeof KliinicNotesBodySchema>;

/** A library item the gateway found for a transcript: linked in the notes when the session mentioned it. */
export const KliinicLibraryItemSchema = z.object({ id: z.string(), title: z.string(), type: z.string() });
export type KliinicLibraryItem = z.infer<typeof KliinicLibraryItemSchema>;
