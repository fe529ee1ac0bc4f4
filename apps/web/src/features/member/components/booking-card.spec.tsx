/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import type { Booking, TopicMaterial } from '@kiin/contracts';
import { answerTheNetwork } from '../../../testing/network';
import { renderWithApp } from '../../../testing/render';
import { BookingCard } from './BookingCard';

// A member's booking on /member/kliinics with the library items suggested for its session,
// which the gateway gives with the booking (so the card has them in its first frame).
answerTheNetwork();

const materials: TopicMaterial[] = [
  { id: '00000000-0000-4000-8000-0000000000c1', type: 'article', title: 'Understanding the PBS and the Safety Net', path: '/content/article/00000000-0000-4000-8000-0000000000c1' },
  { id: '00000000-0000-4000-8000-0000000000c2', type: 'article', title: 'Preparing for a specialist appointment', path: '/content/article/00000000-0000-4000-8000-0000000000c2' },
];

const booking = (extra: Partial<Booking> = {}): Booking => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  sessionId: '00000000-0000-4000-8000-0000000000a1',
  title: 'Managing Medications and Appointments',
  startsAt: '2026-12-04T02:00:00.000Z',
  date: '2026-12-04',
  time: '1:00 PM AEDT',
  durationMinutes: 90,
  status: 'confirmed',
  source: 'ticket',
  refunded: false,
  meetingUrl: null,
  recordingUrl: null,
  canCancel: true,
  phase: 'upcoming',
  materials,
  ...extra,
});

const renderCard = (b: Booking) => renderWithApp(<BookingCard booking={b} cancelling={false} onCancel={() => Promise.resolve(true)} />, { route: '/member/kliinics' });

describe("a booking's suggested reading", () => {
  it('lists the items for the session under "Before the session", each linked to its page in the library', async () => {
    renderCard(booking());
    const section = await screen.findByRole('region', { name: 'Before the session' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(materials.map((m) => [m.title, m.path]));
    expect(within(screen.getByTestId('booking')).getByRole('heading', { level: 4, name: 'Before the session' })).toBeTruthy();
  });

  it('shows nothing when the library suggested nothing or did not answer, and the rest of the card stays', async () => {
    for (const b of [booking({ materials: [] }), booking({ materials: undefined })]) {
      const { unmount } = renderCard(b);
      expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Before the session' })).toBeNull();
      unmount();
    }
  });

  it('is not shown once the session is past or the seat was given back', async () => {
    renderCard(booking({ phase: 'past', canCancel: false }));
    renderCard(booking({ id: '00000000-0000-4000-8000-0000000000b2', status: 'cancelled', canCancel: false }));
    expect(await screen.findAllByTestId('booking')).toHaveLength(2);
    expect(screen.queryByText('Before the session')).toBeNull();
  });
});
