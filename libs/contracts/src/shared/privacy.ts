import { z } from 'zod';

/**
 * A member's own data (APP 12 access, APP 13 and erasure): the export every service answers
 * for its part, and the account deletion that `user.deleted.v1` carries to every service.
 */

/** Downloading or deleting one's data needs a sign-in at most this long ago. */
export const freshSignInMinutes = 10;

/** Where a kept forum post, or a stripped tax record, points once its author has gone: no one. */
export const erasedMemberId = '00000000-0000-0000-0000-000000000000';

/** How a kept post's author is shown after they deleted their account. */
export const formerMemberName = 'Former member';

/** Tax invoices are kept, stripped to what the law needs, this long after issue (ATO: 5 years). */
export const taxRecordYears = 5;

/** The word a member may type to confirm deleting their account (or their email address). */
export const deleteConfirmationWord = 'DELETE';

export const privacyMessages = {
  freshSignInRequired: `Please sign in again: downloading or deleting your data needs a sign-in within the last ${freshSignInMinutes} minutes.`,
  confirmationMismatch: `To delete your account, type ${deleteConfirmationWord} or your email address exactly.`,
} as const;

export const DeleteAccountBodySchema = z.object({
  confirmation: z.string({ error: `confirmation is required: type ${deleteConfirmationWord} or your email address` }).max(320),
  keepPosts: z.boolean({ error: 'keepPosts is required: true keeps your forum posts as from a former member, false removes them' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** Rows of one kind a service holds about the member, as stored (secrets and hashes left out). */
export type ExportRows = Record<string, unknown>[];

/** One service's part of the export: named lists of rows. */
export type ExportSection = Record<string, ExportRows>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/users/me/export: everything every service holds about the member, in one document. */
export const UserExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  userId: z.uuid(),
  identity: z.object({ account: rows, roles: rows, linkedSignIns: rows, premium: rows, contactMessages: rows, waitlist: rows }),
  content: z.object({ completions: rows, savedConditions: rows, savedServices: rows }),
  gamification: z.object({ points: rows, awards: rows, badges: rows }),
  /** `standing`: when the member first posted, their approved posts and the last crisis alert about them; `views`: the discussions they opened, a day each. */
  community: z.object({ discussions: rows, comments: rows, flags: rows, notices: rows, standing: rows, views: rows, kiinboxQuestions: rows }),
  /** `crisisCards`: when the coach last showed the member a crisis card, and for which kinds of danger. */
  coach: z.object({ consent: rows, consentHistory: rows, messages: rows, usage: rows, kliinicNotes: rows, crisisCards: rows }),
  billing: z.object({ bookings: rows, payments: rows, subscriptions: rows, invoices: rows }),
});
export type UserExport = z.infer<typeof UserExportSchema>;
export type UserExportPart<K extends Exclude<keyof UserExport, 'exportedAt' | 'userId'>> = UserExport[K];
