import type { ErrorDef } from '../shared/errors';

export const coachErrors = {
  /** Chat before the member has accepted how the coach keeps their messages. */
  CoachConsentRequired: { code: 'COACH_CONSENT_REQUIRED', status: 409 },
  /** A day's messages or tokens are used up. */
  CoachBudgetReached: { code: 'COACH_BUDGET_REACHED', status: 429 },
  /** No transcript has been uploaded for this session. */
  KliinicNotesNotFound: { code: 'KLIINIC_NOTES_NOT_FOUND', status: 404 },
  /** The notes are not in a state that allows this (drafting, or already approved). */
  KliinicNotesConflict: { code: 'KLIINIC_NOTES_CONFLICT', status: 409 },
} as const satisfies Record<string, ErrorDef>;
