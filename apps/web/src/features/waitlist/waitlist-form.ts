import { WaitlistBodySchema } from '@kiin/contracts';
import { z } from 'zod';
import { emailField, filled } from '../../forms/validation';

export const waitlistMessages = {
  name: 'Please enter your name.',
  failed: 'Failed to submit form. Please try again.',
} as const;

/** Spec §5: name and a valid email are required; the role is optional, and "Prefer not to say" sends none. */
export const WaitlistFormSchema = WaitlistBodySchema.extend({
  name: filled(waitlistMessages.name).pipe(WaitlistBodySchema.shape.name),
  email: emailField,
  role: z.literal('').transform(() => undefined).or(WaitlistBodySchema.shape.role),
});

export const emptyWaitlistDraft: z.input<typeof WaitlistFormSchema> = { name: '', email: '', role: '' };

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
