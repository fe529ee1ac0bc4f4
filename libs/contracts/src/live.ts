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
  | { type: 'membership'; premium: boolean; endsAt: string | null };

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
} as const;

/** One event as the stream writes it: `event:` line, one `data:` line of JSON, a blank line. */
export function liveFrame(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
