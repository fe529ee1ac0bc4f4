import { userTypes, type UserType, type WaitlistBody } from '@kiin/contracts';
import { emailError, hasErrors, type FieldErrors } from '../forms/validation';

export interface WaitlistDraft {
  name: string;
  email: string;
  role: string;
}
export type WaitlistField = keyof WaitlistDraft;

export const emptyWaitlistDraft: WaitlistDraft = { name: '', email: '', role: '' };

export const waitlistMessages = {
  name: 'Please enter your name.',
  failed: 'Failed to submit form. Please try again.',
} as const;

function isUserType(value: string): value is UserType {
  return (userTypes as readonly string[]).includes(value);
}

/** Spec §5: name and a valid email are required; the role is optional. */
export function validateWaitlist(draft: WaitlistDraft): FieldErrors<WaitlistField> {
  return {
    name: draft.name.trim() ? undefined : waitlistMessages.name,
    email: emailError(draft.email),
  };
}

export function toWaitlistBody(draft: WaitlistDraft): WaitlistBody | undefined {
  if (hasErrors(validateWaitlist(draft))) return undefined;
  const body: WaitlistBody = { name: draft.name.trim(), email: draft.email.trim() };
  if (isUserType(draft.role)) body.role = draft.role;
  return body;
}

/**
 * The server's own words when it gave any (the `message` field of its JSON answer, spec §7,
 * or a plain-text answer), else the generic failure text (spec §8).
 */
export function waitlistFailureMessage(body: string | undefined): string {
  const text = body?.trim() ?? '';
  if (text.startsWith('{')) {
    try {
      const { message } = JSON.parse(text) as { message?: unknown };
      return typeof message === 'string' && message.trim() ? message.trim() : waitlistMessages.failed;
    } catch {
      return waitlistMessages.failed;
    }
  }
  return text || waitlistMessages.failed;
}
