/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CoachState, Completion } from '@kiin/contracts';
import { seriousViolations } from '../../testing/axe';
import { aCondition, aContentItem, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { locationNow, pageHeading, renderApp } from '../../testing/render';

// /dashboard's tabs for a member with three saved conditions and six completions, and the page
// for a visitor; the member's data is made here. (Chromium keeps the journey that builds such a
// member through the API, the live points and the axe pass on each tab.)
const library = Array.from({ length: 8 }, (_, i) => aContentItem(`Item ${i + 1}`));
const saved = ['Diabetes', 'Respiratory', 'Neurological'].map((name) => aCondition(name));
// Completed one a day, Item 1 first: the newest is Item 6.
const completions: Completion[] = library.slice(0, 6).map((item, i) => ({ contentId: item.id, completedAt: `2026-11-0${i + 1}T09:00:00.000Z` }));
answerTheNetwork(
  answer('GET /auth/user', aMember({ points: 65 })),
  // In no particular order: the page orders them by date.
  answer('GET /users/completed-content', [2, 5, 0, 4, 1, 3].map((i) => completions[i])),
  answer('GET /content/free', library),
  answer('GET /users/conditions', saved),
  answer('GET /conditions/:id/content', []),
  answer('GET /kliinics/bookings', { items: [], nextCursor: null }),
  answer('GET /engage/saved', []),
);

const main = () => within(screen.getByRole('main'));
const listLinks = (name: string) => within(main().getByRole('list', { name })).getAllByRole('link');

describe('/dashboard', () => {
  it('for a visitor is exactly the Dashboard Access prompt, signing in back to /dashboard', async () => {
    gateway.use(answer('GET /auth/user', failure(401, 'Unauthorized')));
    renderApp({ route: '/dashboard' });
    await pageHeading('Dashboard Access');
    expect(main().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fdashboard');
    expect(main().queryAllByRole('tab')).toEqual([]);
    expect(main().getAllByRole('heading')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Dashboard · Kiin'));
  });

  it('learning lists the 5 latest completions with dates and "6 of 30"; Overview drops ?tab=', async () => {
    renderApp({ route: '/dashboard?tab=learning' });
    await waitFor(() => expect(listLinks('Recently completed').map((a) => a.textContent)).toEqual(['Item 6', 'Item 5', 'Item 4', 'Item 3', 'Item 2']));
    expect(main().getByRole('tab', { name: 'Learning' }).getAttribute('aria-selected')).toBe('true');
    expect(within(main().getByRole('list', { name: 'Recently completed' })).getAllByRole('listitem').map((li) => li.querySelector('time')?.getAttribute('datetime'))).toEqual(
      completions.slice(1).reverse().map((c) => c.completedAt),
    );
    expect(main().getByRole('progressbar', { name: 'Learning progress' }).getAttribute('aria-valuenow')).toBe('20');
    expect(main().getByTestId('learning-progress-figure').textContent).toBe('6 of 30');
    await act(async () => {
      fireEvent.click(main().getByRole('tab', { name: 'Overview' }));
    });
    await waitFor(() => expect(locationNow()).toBe('/dashboard'));
  });

  it('the conditions tab lists every saved condition, linked to its page, and where to manage them', async () => {
    renderApp({ route: '/dashboard?tab=conditions' });
    await waitFor(() => expect(listLinks('Saved conditions').map((a) => a.textContent)).toEqual(saved.map((c) => c.name)));
    expect(listLinks('Saved conditions').map((a) => a.getAttribute('href'))).toEqual(saved.map((c) => `/conditions/${c.id}`));
    expect(main().getByRole('link', { name: 'Manage your conditions in your profile' }).getAttribute('href')).toBe('/profile?tab=conditions');
  });
});

describe('/dashboard for a premium member', () => {
  const coach: CoachState = {
    consent: { version: '2026-11', givenAt: '2026-11-01T00:00:00.000Z' },
    notice: { version: '2026-11', title: 'How the coach keeps your messages', points: ['Kept for 90 days.'] },
    greeting: 'Hello Robin!',
    messages: [],
    earlierCursor: null,
    crisis: false,
    crisisFamilies: [],
    provider: { kind: 'library', label: 'Library assistant' },
    usage: { messagesToday: 0, messagesPerDay: 40 },
  };

  it('adds the coach tab, which leads to /coach, with no serious axe findings', async () => {
    gateway.use(answer('GET /auth/user', aMember({ isPremium: true, points: 65 })), answer('GET /coach', coach));
    renderApp({ route: '/dashboard' });
    await waitFor(() => expect(main().getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Learning', 'Conditions', 'Coach']));
    await act(async () => {
      fireEvent.click(main().getByRole('tab', { name: 'Coach' }));
    });
    await waitFor(() => expect(locationNow()).toBe('/dashboard?tab=coach'));
    const panel = screen.getByRole('tabpanel', { name: 'Coach' });
    await waitFor(() => expect(panel.querySelector('a[href="/coach"]')).not.toBeNull());
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens the coach tab from ?tab=coach', async () => {
    gateway.use(answer('GET /auth/user', aMember({ isPremium: true, points: 65 })), answer('GET /coach', coach));
    renderApp({ route: '/dashboard?tab=coach' });
    await waitFor(() => expect(main().getByRole('tab', { name: 'Coach' }).getAttribute('aria-selected')).toBe('true'));
  });
});
