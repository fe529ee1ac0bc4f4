/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking, MemberKliinicNotes, Page } from '@kiin/contracts';
import { aBooking, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /member/kliinics asks for the member's bookings a page at a time, in the server's order.
let held: Booking[] = [];
/** The query strings the page asked `/api/kliinics/bookings` with, in order. */
let asked: string[] = [];
const bookings = ({ request }: { request: Request }): Page<Booking> => {
  const search = new URL(request.url).searchParams;
  asked.push(search.toString());
  return search.get('cursor') === 'page-2' ? { items: held.slice(20), nextCursor: null } : { items: held.slice(0, 20), nextCursor: held.length > 20 ? 'page-2' : null };
};
answerTheNetwork(
  answer('GET /auth/user', aMember({ isPremium: true })),
  answer('GET /kliinics/sessions', []),
  answer('GET /kliinics/bookings', bookings),
  answer('GET /kliinics/notes', { items: [], nextCursor: null }),
);
/** Past sessions a week apart, the newest first, as the server orders them. */
const weeksBefore = (i: number) => new Date(Date.UTC(2026, 10, 1) - i * 7 * 86_400_000).toISOString();
beforeEach(() => {
  held = Array.from({ length: 23 }, (_, i) => aBooking(`Kliinic ${i + 1}`, { startsAt: weeksBefore(i) }));
  asked = [];
});

const list = () => within(screen.getByRole('list', { name: 'Your bookings' }));
const titles = () => list().getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const showMore = () => screen.queryByRole('button', { name: 'Show more bookings' });

describe('/member/kliinics, bookings a page at a time', () => {
  it('shows the first 20 in the order given; Show more appends the rest and goes, and focus lands on the first that came', async () => {
    renderApp({ route: '/member/kliinics' });
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(titles().slice(0, 3)).toEqual(['Kliinic 1', 'Kliinic 2', 'Kliinic 3']);
    // A real button a keyboard user reaches with Tab; Enter on it is a click.
    const button = showMore()!;
    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(titles()).toHaveLength(23));
    expect(titles().slice(19)).toEqual(['Kliinic 20', 'Kliinic 21', 'Kliinic 22', 'Kliinic 23']);
    expect(asked).toEqual(['', 'cursor=page-2']);
    expect(showMore()).toBeNull();
    await waitFor(() => expect(screen.getByText('3 more bookings loaded. All bookings are shown.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Kliinic 21'));
  });

  it('offers no Show more when the first page is all there is', async () => {
    held = held.slice(0, 2);
    renderApp({ route: '/member/kliinics' });
    await waitFor(() => expect(titles()).toEqual(['Kliinic 1', 'Kliinic 2']));
    expect(showMore()).toBeNull();
  });

  it("asks for the notes only as far back as the bookings shown, and the older ones' notes come with Show more", async () => {
    const notesOf = (b: Booking): MemberKliinicNotes => ({ sessionId: b.sessionId, title: b.title, startsAt: b.startsAt, markdown: `About ${b.title}`, html: `<p>About ${b.title}</p>`, disclaimer: 'General information.', approvedAt: b.startsAt });
    const notesAsked: string[] = [];
    gateway.use(
      answer('GET /kliinics/notes', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        notesAsked.push(cursor ?? '');
        return cursor === 'notes-2' ? { items: [notesOf(held[21])], nextCursor: null } : { items: [notesOf(held[1]), notesOf(held[19])], nextCursor: 'notes-2' };
      }),
    );
    renderApp({ route: '/member/kliinics' });
    await waitFor(() => expect(list().getAllByRole('button', { name: 'Notes from this session' })).toHaveLength(2));
    expect(notesAsked).toEqual(['']);
    await act(async () => {
      fireEvent.click(showMore()!);
    });
    await waitFor(() => expect(list().getAllByRole('button', { name: 'Notes from this session' })).toHaveLength(3));
    expect(notesAsked).toEqual(['', 'notes-2']);
    const twentySecond = list().getAllByRole('listitem').find((li) => li.textContent?.includes('Kliinic 22'))!;
    expect(within(twentySecond).getByRole('button', { name: 'Notes from this session' })).toBeTruthy();
  });
});
