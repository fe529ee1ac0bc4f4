import type { Booking, KliinicSession } from '@kiin/contracts';

const phaseOrder: Record<Booking['phase'], number> = { live: 0, upcoming: 1, past: 2 };

/**
 * The member's bookings as they want to read them: a live session first, then what is coming
 * (soonest first), then cancelled seats, then the past (most recent first).
 */
export function orderBookings(bookings: readonly Booking[]): Booking[] {
  const rank = (b: Booking) => (b.status === 'cancelled' && b.phase !== 'past' ? 1.5 : phaseOrder[b.phase]);
  return [...bookings].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byTime = Date.parse(a.startsAt) - Date.parse(b.startsAt);
    return a.phase === 'past' ? -byTime : byTime;
  });
}

/** Sessions the member holds a seat for. */
export function bookedSessionIds(bookings: readonly Booking[] | undefined): ReadonlySet<string> {
  return new Set((bookings ?? []).filter((b) => b.status === 'confirmed').map((b) => b.sessionId));
}

/** Sessions that can still be booked or are coming up, soonest first. */
export function upcomingSessions(sessions: readonly KliinicSession[] | undefined): KliinicSession[] {
  return (sessions ?? []).filter((s) => s.status === 'upcoming').sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
