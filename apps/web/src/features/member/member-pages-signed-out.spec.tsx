/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { aDiscussionSummary, aKliinicSession } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { pageHeading, renderApp } from '../../testing/render';

// /member/kliinics, /member/learn and /member/connect for a visitor: what each offers and where
// it asks them to sign in. The sessions and discussions are made here; the signed-in journeys
// (booking, paying, posting) stay with Chromium.
const sessions = [aKliinicSession('Navigating the Healthcare System'), aKliinicSession('Carer Self-Care')];
const newest = [
  aDiscussionSummary('Respite that worked for us'),
  aDiscussionSummary('Members only: a premium thread', { isPremiumOnly: true }),
  aDiscussionSummary('Sleep when caring at night'),
];
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /kliinics/sessions', sessions),
  answer('GET /discussions', { items: newest, nextCursor: null }),
  answer('GET /content/free', []),
);

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(screen.getByRole('region', { name }));
const regionElement = (name: string) => screen.getByRole('region', { name });
/** Where the sign-in prompt inside `scope` sends the visitor. */
const signInHref = (scope: HTMLElement) => within(within(scope).getByTestId('sign-in-prompt')).getByRole('link', { name: 'Sign in' }).getAttribute('href');

describe('member pages signed out', () => {
  it('/member/kliinics shows the upcoming sessions with Book, and a sign-in prompt for bookings', async () => {
    renderApp({ route: '/member/kliinics' });
    await pageHeading('My kliinics');
    await waitFor(() => expect(document.title).toBe('My kliinics · Kiin'));
    await waitFor(() => expect(main().getAllByTestId('session')).toHaveLength(sessions.length));
    expect(within(main().getAllByTestId('session')[0]).getByRole('heading', { level: 3 }).textContent).toBe(sessions[0].title);
    expect(main().getByRole('link', { name: `Book: ${sessions[0].title}` }).getAttribute('href')).toBe(`/payment?session=${sessions[0].id}`);
    const bookings = region('Your bookings');
    expect(bookings.getByRole('heading', { name: 'Sign in to see your bookings' })).toBeTruthy();
    expect(signInHref(regionElement('Your bookings'))).toBe('/api/login?returnTo=%2Fmember%2Fkliinics');
  });

  it('/member/learn offers the library and a sign-in prompt', async () => {
    renderApp({ route: '/member/learn' });
    await pageHeading('Learn');
    expect(main().getByRole('link', { name: 'Browse the library' }).getAttribute('href')).toBe('/content/library');
    expect(within(main().getByTestId('sign-in-prompt')).getByRole('heading', { name: 'Sign in to track your learning' })).toBeTruthy();
    expect(signInHref(screen.getByRole('main'))).toBe('/api/login?returnTo=%2Fmember%2Flearn');
  });

  it('/member/connect lists the newest discussions, premium ones locked and unlinked, with the links and a sign-in prompt', async () => {
    renderApp({ route: '/member/connect' });
    await pageHeading('Connect');
    await waitFor(() => expect(region('Newest discussions').getAllByRole('article')).toHaveLength(newest.length));
    const list = screen.getByRole('region', { name: 'Newest discussions' });
    expect(within(list).getAllByTestId('discussion-locked')).toHaveLength(1);
    expect(list.querySelectorAll(`a[href="/community/${newest[0].id}"]`)).toHaveLength(1);
    expect(list.querySelectorAll(`a[href="/community/${newest[1].id}"]`)).toHaveLength(0);
    expect(main().getByRole('link', { name: 'New Discussion' }).getAttribute('href')).toBe('/community/new');
    expect(main().getByRole('link', { name: 'See all discussions in the community' }).getAttribute('href')).toBe('/community');
    expect(main().getByRole('link', { name: 'Find carer support services' }).getAttribute('href')).toBe('/resources');
    expect(signInHref(regionElement('Your discussions'))).toBe('/api/login?returnTo=%2Fmember%2Fconnect');
  });
});
