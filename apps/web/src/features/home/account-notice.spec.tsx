/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { catalogue } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { locationNow, pageHeading, renderApp } from '../../testing/render';

answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /plans', catalogue),
  answer('GET /support-services', []),
  answer('GET /content/free', []),
);

const home = 'Health know-how for patients and carers, all in one calm place';

describe('Home after leaving an account', () => {
  it.each([
    ['signed-out', 'You have signed out', 'Your session on this device has ended. Sign in again at any time.'],
    ['deleted', 'Your account has been deleted', 'Everything Kiin held about you has been erased, except what the law requires us to keep.'],
  ])('?account=%s says so once, then the address is plain Home', async (which, title, description) => {
    renderApp({ route: `/?account=${which}` });
    await pageHeading(home);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText(title)).toBeTruthy();
    expect(within(toast).getByText(description)).toBeTruthy();
    await waitFor(() => expect(locationNow()).toBe('/'));
  });

  it('says nothing on an ordinary visit, or for a value it does not know', async () => {
    renderApp({ route: '/?account=whatever' });
    await pageHeading(home);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(locationNow()).toBe('/?account=whatever');
  });
});

describe("the header's Sign in", () => {
  const signInHref = () => within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' }).getAttribute('href');

  it('from Home comes back to the dashboard', async () => {
    renderApp({ route: '/' });
    await pageHeading(home);
    await waitFor(() => expect(signInHref()).toBe('/api/login?returnTo=%2Fdashboard'));
  });

  it('from any other page comes back to that page', async () => {
    renderApp({ route: '/resources?tab=educational' });
    await pageHeading('Carer Resources');
    await waitFor(() => expect(signInHref()).toBe('/api/login?returnTo=%2Fresources%3Ftab%3Deducational'));
  });
});
