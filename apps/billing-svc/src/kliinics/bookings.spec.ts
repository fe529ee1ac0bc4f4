import { toBooking } from './bookings.service';

const start = new Date('2026-12-04T02:00:00Z');
const row = (over: Partial<Parameters<typeof toBooking>[0]> = {}) => ({
  id: 'b1',
  session_id: 's1',
  source: 'ticket' as const,
  payment_ref: 'pi_1',
  status: 'confirmed' as const,
  refunded_at: null,
  title: 'Managing Medications and Appointments',
  starts_at: start,
  duration_minutes: 90,
  meeting_url: 'https://meet.example.org/k',
  recording_url: 'https://video.example.org/r',
  cancelled_at: null,
  ...over,
});
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('a booking as its holder sees it', () => {
  it('the meeting link appears 15 minutes before the start and goes when the session ends', () => {
    expect(toBooking(row(), at(-16)).meetingUrl).toBeNull();
    expect(toBooking(row(), at(-15)).meetingUrl).toBe('https://meet.example.org/k');
    expect(toBooking(row(), at(89)).meetingUrl).toBe('https://meet.example.org/k');
    expect(toBooking(row(), at(90)).meetingUrl).toBeNull();
    expect(toBooking(row({ status: 'cancelled' }), at(-5)).meetingUrl).toBeNull();
  });

  it('the recording only after the session, only to a holder', () => {
    expect(toBooking(row(), at(30)).recordingUrl).toBeNull();
    expect(toBooking(row(), at(91))).toMatchObject({ recordingUrl: 'https://video.example.org/r', phase: 'past' });
    expect(toBooking(row({ status: 'cancelled' }), at(91)).recordingUrl).toBeNull();
  });

  it('a ticket can be cancelled with its refund up to 24 hours before; a membership seat, unpaid, is given back any time before the start', () => {
    expect(toBooking(row(), at(-24 * 60)).canCancel).toBe(true);
    expect(toBooking(row(), at(-24 * 60 + 1)).canCancel).toBe(false);
    const seat = row({ source: 'membership', payment_ref: null });
    expect(toBooking(seat, at(-48 * 60))).toMatchObject({ canCancel: true, source: 'membership', refunded: false });
    expect(toBooking(seat, at(-1)).canCancel).toBe(true);
    expect(toBooking(seat, at(0)).canCancel).toBe(false);
  });

  it('shows the Sydney date and time', () => {
    expect(toBooking(row(), at(-60))).toMatchObject({ date: '2026-12-04', time: '1:00 PM AEDT' });
  });
});
