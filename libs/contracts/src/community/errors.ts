import type { ErrorDef } from '../shared/errors';
import { communityMessages } from './api';

export const communityErrors = {
  DiscussionNotFound: { code: 'DISCUSSION_NOT_FOUND', status: 404 },
  PostNotFound: { code: 'POST_NOT_FOUND', status: 404 },
  PostBlocked: { code: 'POST_BLOCKED', status: 400 },
  PostRateLimited: { code: 'POST_RATE_LIMITED', status: 429 },
  AlreadyFlagged: { code: 'ALREADY_FLAGGED', status: 409 },
  PhraseExists: { code: 'PHRASE_EXISTS', status: 409 },
  NoOpenReview: { code: 'NO_OPEN_REVIEW', status: 409 },
  KiinboxQuestionNotFound: { code: 'KIINBOX_QUESTION_NOT_FOUND', status: 404 },
  KiinboxDailyLimit: { code: 'KIINBOX_DAILY_LIMIT', status: 429 },
  KiinboxSessionNotBooked: { code: 'KIINBOX_SESSION_NOT_BOOKED', status: 400 },
  KiinboxNotPending: { code: 'KIINBOX_NOT_PENDING', status: 409 },
} as const satisfies Record<string, ErrorDef>;

export { communityMessages };
