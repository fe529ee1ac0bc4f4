import type { Booking, KliinicSession } from '@kiin/contracts';
import { bookedSessionIds, upcomingSessions } from './bookings';

const booking = (id: string, startsAt: string, phase: Booking['phase'], status: Booking['status'] = 'confirmed'): Booking => ({
  id,
  sessionId: `s-${id}`,
  title: id,
  startsAt,
  date: startsAt.slice(0, 10),
  time: '1:00 PM AEDT',
  durationMinutes: 90,
  status,
  source: 'ticket',
  refunded: status === 'cancelled',
  meetingUrl: null,
  recordingUrl: null,
  canCancel: status === 'confirmed' && phase === 'upcoming',
  phase,
});

describe('bookedSessionIds', () => {
  it('counts confirmed seats only', () => {
    const ids = bookedSessionIds([booking('a', '2026-12-01T02:00:00Z', 'upcoming'), booking('b', '2026-12-01T02:00:00Z', 'upcoming', 'cancelled')]);
    expect([...ids]).toEqual(['s-a']);
    expect(bookedSessionIds(undefined).size).toBe(0);
  });
});

describe('upcomingSessions', () => {
  const session = (id: string, startsAt: string, status: KliinicSession['status']) => ({ id, startsAt, status }) as KliinicSession;
  it('keeps upcoming sessions, soonest first', () => {
    const list = [session('b', '2026-12-12T02:00:00Z', 'upcoming'), session('p', '2026-01-01T02:00:00Z', 'past'), session('a', '2026-11-28T02:00:00Z', 'upcoming')];
    expect(upcomingSessions(list).map((s) => s.id)).toEqual(['a', 'b']);
    expect(upcomingSessions(undefined)).toEqual([]);
  });
});
