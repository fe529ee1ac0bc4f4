/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aContentItem, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /dashboard for a free member on the real store, the gateway's answers made here: what shows
// while the member's data loads (a `page.route` hold in the browser before) and which tabs a
// free member gets.
const library = ['Respite care explained', 'Talking with your GP', 'Looking after yourself'].map((title) => aContentItem(title));
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /users/completed-content', []),
  answer('GET /content/free', library),
  answer('GET /users/conditions', []),
  answer('GET /kliinics/bookings', { items: [], nextCursor: null }),
  answer('GET /engage/saved', []),
);

const main = () => within(screen.getByRole('main'));
const recommended = () => screen.queryByRole('list', { name: 'Recommended for you' });

describe('/dashboard for a free member', () => {
  it('shows skeletons while the member’s data loads, then the recommendations', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.use(
      answer('GET /users/completed-content', async () => {
        await held;
        return [];
      }),
    );
    renderApp({ route: '/dashboard' });
    // The member is known (the welcome shows) while their learning is still on its way.
    await main().findByText('Welcome, Robin.');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByTestId('dashboard-loading')).toBeTruthy();
    expect(recommended()).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(within(recommended()!).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(main().queryByTestId('dashboard-loading')).toBeNull();
  });

  it('keeps greeting a first visit as one when the first points arrive on the open page', async () => {
    let points = 5;
    gateway.use(
      answer('GET /auth/user', () => aMember({ points })),
      answer('POST /users/completed-content', () => {
        points = 15;
        return {};
      }),
    );
    renderApp({ route: '/dashboard' });
    await main().findByText('Welcome, Robin.');
    const first = await waitFor(() => within(recommended()!).getAllByRole('button', { name: /Mark Complete/ })[0]);
    fireEvent.click(first);
    // The member is read again after completing: the Points card shows the new total.
    await waitFor(() => expect(main().getByText('15')).toBeTruthy());
    expect(main().getByText('Welcome, Robin.')).toBeTruthy();
    expect(main().queryByText(/Welcome back/)).toBeNull();
  });

  it('has no coach tab, even when asked for, and no link to the coach', async () => {
    renderApp({ route: '/dashboard?tab=coach' });
    await main().findByText('Welcome, Robin.');
    await waitFor(() => expect(main().getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Learning', 'Conditions']));
    expect(main().getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('main').querySelector('a[href="/coach"]')).toBeNull();
  });
});
