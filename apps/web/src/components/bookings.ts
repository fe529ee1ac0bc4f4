import type { Booking, KliinicSession } from '@kiin/contracts';

/** Sessions the member holds a seat for. */
export function bookedSessionIds(bookings: readonly Booking[] | undefined): ReadonlySet<string> {
  return new Set((bookings ?? []).filter((b) => b.status === 'confirmed').map((b) => b.sessionId));
}

/** Sessions that can still be booked or are coming up, soonest first. */
export function upcomingSessions(sessions: readonly KliinicSession[] | undefined): KliinicSession[] {
  return (sessions ?? []).filter((s) => s.status === 'upcoming').sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
