import type { PostType } from './community/domain';
import { badges } from './gamification/badges';
import type { EventMap } from './events';

/**
 * What a signed-in member's live channel (`GET /api/live`, Server-Sent Events) carries: each
 * event names what changed for them, so the web app can update the figures it shows in place
 * and say so in a short toast. Sent as `event: <type>` with the JSON as `data`.
 */
export type LiveEvent =
  | { type: 'points'; points: number; totalPoints: number; reason: string }
  | { type: 'badge'; badgeId: string; name: string }
  | { type: 'membership'; premium: boolean; endsAt: string | null }
  /** A moderator decided on one of the member's posts; the notice (`GET /api/community/notices`) holds their words. */
  | { type: 'post-review'; noticeId: string; postType: PostType; discussionId: string; outcome: EventMap['post.reviewed.v1']['outcome'] }
  | { type: 'booking'; sessionId: string; bookingId: string }
  /** The approved notes of a kliinic the member was booked into have been sent to them. */
  | { type: 'notes'; sessionId: string }
  /** One of the member's kiinbox questions has been answered (`GET /api/kiinbox/questions/mine` holds the answer). */
  | { type: 'kiinbox-answer'; questionId: string; inSession: boolean };

export type LiveEventType = LiveEvent['type'];

/** How long the stream may stay silent: a comment line keeps proxies from closing it. */
export const liveHeartbeatMs = 20_000;

/** The member events the channel forwards, as the member is told of them. */
export const liveEventOf = {
  'points.awarded.v1': (p: EventMap['points.awarded.v1']): LiveEvent => ({ type: 'points', points: p.points, totalPoints: p.totalPoints, reason: p.reason }),
  'badge.earned.v1': (p: EventMap['badge.earned.v1']): LiveEvent => ({
    type: 'badge',
    badgeId: p.badgeId,
    name: badges.find((b) => b.id === p.badgeId)?.name ?? 'a new badge',
  }),
  'subscription.activated.v1': (): LiveEvent => ({ type: 'membership', premium: true, endsAt: null }),
  'subscription.cancelled.v1': (p: EventMap['subscription.cancelled.v1']): LiveEvent => ({ type: 'membership', premium: false, endsAt: p.endsAt }),
  'post.reviewed.v1': (p: EventMap['post.reviewed.v1']): LiveEvent => ({
    type: 'post-review',
    noticeId: p.noticeId,
    postType: p.postType,
    discussionId: p.discussionId,
    outcome: p.outcome,
  }),
  'kliinic.booked.v1': (p: EventMap['kliinic.booked.v1']): LiveEvent => ({ type: 'booking', sessionId: p.sessionId, bookingId: p.bookingId }),
  'kliinic.notes-delivered.v1': (p: EventMap['kliinic.notes-delivered.v1']): LiveEvent => ({ type: 'notes', sessionId: p.sessionId }),
  'kiinbox.question-answered.v1': (p: EventMap['kiinbox.question-answered.v1']): LiveEvent => ({ type: 'kiinbox-answer', questionId: p.questionId, inSession: p.inSession }),
} as const;

/** Every kind of event the channel sends (the names a reader listens for). */
export const liveEventTypes = ['points', 'badge', 'membership', 'post-review', 'booking', 'notes', 'kiinbox-answer'] as const satisfies readonly LiveEventType[];

/** One event as the stream writes it: `event:` line, one `data:` line of JSON, a blank line. */
export function liveFrame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
