import { z } from 'zod';
import { multilineText } from '../shared/fields';
import { coachLimits, coachMessages } from './domain';

/** `POST /api/coach/chat`: one message; blank text is refused, like the spec's screen ignores it. */
export const CoachChatBodySchema = z.object({
  message: multilineText('message').pipe(z.string().min(1, 'message is required').max(coachLimits.messageMaxLength, coachMessages.tooLong)),
});
export type CoachChatBody = z.infer<typeof CoachChatBodySchema>;

/** `POST /api/coach/consent`: the member accepts the notice of this version. */
export const CoachConsentBodySchema = z.object({
  version: z.string({ error: 'version is required' }).max(40, 'version must be at most 40 characters'),
});
export type CoachConsentBody = z.infer<typeof CoachConsentBodySchema>;
