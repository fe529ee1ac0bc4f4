/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { User } from '@kiin/contracts';
import ProfilePage from './ProfilePage';

const state = { user: null as User | null, isLoading: false };

jest.mock('../../api/api', () => ({
  useCurrentUserQuery: () => ({ data: state.user, isLoading: state.isLoading, error: undefined, refetch: jest.fn() }),
}));
// Each panel has its own spec; here they only show which one is open.
jest.mock('./components/OverviewPanel', () => ({ OverviewPanel: () => <p>overview panel</p> }));
jest.mock('./components/AchievementsPanel', () => ({ AchievementsPanel: () => <p>achievements panel</p> }));
jest.mock('./components/ConditionsPanel', () => ({ ConditionsPanel: () => <p>conditions panel</p> }));
jest.mock('./components/MembershipPanel', () => ({ MembershipPanel: () => <p>membership panel</p> }));

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search + location.hash}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/profile"
          element={
            <>
              <ProfilePage />
              <Url />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const member = { id: 'u1', firstName: 'Robin', lastName: 'Carer', email: 'r@example.com', points: 5, isPremium: false, userType: null } as unknown as User;
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

beforeEach(() => {
  state.user = member;
  state.isLoading = false;
});

describe('/profile', () => {
  it('shows a skeleton while the user loads', () => {
    state.isLoading = true;
    renderAt('/profile');
    expect(screen.getByRole('status', { name: 'Loading your profile' }).getAttribute('aria-busy')).toBe('true');
  });

  it('asks a visitor to sign in and come back here', () => {
    state.user = null;
    renderAt('/profile?tab=membership');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fprofile%3Ftab%3Dmembership');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('opens the overview by default, with a Log out link', () => {
    renderAt('/profile');
    expect(selected()).toBe('Overview');
    expect(screen.getByText('overview panel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/api/logout');
  });

  it('opens the tab ?tab= names', () => {
    renderAt('/profile?tab=achievements');
    expect(selected()).toBe('Achievements');
    expect(screen.getByRole('tabpanel', { name: 'Achievements' }).textContent).toBe('achievements panel');
  });

  it('opens membership for #premium', () => {
    renderAt('/profile#premium');
    expect(selected()).toBe('Membership');
    expect(screen.getByText('membership panel')).toBeTruthy();
  });

  it('switching tabs rewrites ?tab= and drops #premium', async () => {
    renderAt('/profile#premium');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Conditions' }));
      await Promise.resolve();
    });
    expect(selected()).toBe('Conditions');
    expect(screen.getByTestId('url').textContent).toBe('/profile?tab=conditions');
    expect(screen.getByText('conditions panel')).toBeTruthy();
  });

  it('labels each tab panel by its tab and wires the tabs to them', () => {
    renderAt('/profile');
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
  });
});
