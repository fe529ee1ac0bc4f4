/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import type { Access, User } from '@kiin/contracts';
import { routes, staffScreens } from './routes';

const state = { user: null as User | null, access: { permissions: [] } as Access };

jest.mock('../api/api', () => ({
  useCurrentUserQuery: () => ({ data: state.user, isLoading: false, error: undefined, refetch: jest.fn() }),
}));
jest.mock('../auth/access-api', () => ({
  useAccessQuery: (_arg: unknown, { skip }: { skip: boolean }) => ({ data: skip ? undefined : state.access, isLoading: false, error: undefined, refetch: jest.fn() }),
}));
jest.mock('../layout/Layout', () => ({ Layout: () => null }));
// The screens themselves, reduced to the tools they offer.
jest.mock('../features/staff/StaffKliinicsPage', () => ({ __esModule: true, default: () => <button type="button">Upload transcript</button> }));
jest.mock('../features/community/ModerationPage', () => ({ __esModule: true, default: () => <button type="button">Publish</button> }));
jest.mock('../features/kiinbox/StaffKiinboxPage', () => ({ __esModule: true, default: () => <button type="button">Answer</button> }));
jest.mock('../features/kiinbox/KiinboxHeldPage', () => ({ __esModule: true, default: () => <button type="button">Release to the experts</button> }));

const member = { id: 'u1', firstName: 'Robin', lastName: 'Carer', email: 'r@example.com', points: 5, isPremium: false, userType: null } as unknown as User;
const children = routes[0].children as RouteObject[];

/** The screen the app's routes draw at `path`. */
function renderScreen(path: string) {
  const route = children.find((r) => `/${r.path}` === path);
  if (!route) throw new Error(`no route for ${path}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>{route.element}</Suspense>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.user = member;
  state.access = { permissions: [] };
});

describe('staff screens', () => {
  it('every route under /staff is a staff screen', () => {
    const staffPaths = children.map((r) => `/${r.path}`).filter((p) => p.startsWith('/staff'));
    expect(staffPaths.length).toBeGreaterThan(0);
    for (const path of staffPaths) expect(Object.keys(staffScreens)).toContain(path);
  });

  it.each(Object.keys(staffScreens))('%s shows a signed-in member without the role a plain "for Kiin staff only" page instead of its tools', async (path) => {
    state.access = { permissions: ['community.edit-watched-phrases'] };
    renderScreen(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'For Kiin staff only' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it.each(Object.entries(staffScreens))('%s shows its tools to a member whose role carries %s', async (path, permission) => {
    state.access = { permissions: [permission] };
    renderScreen(path);
    expect(await screen.findByRole('button')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'For Kiin staff only' })).toBeNull();
  });

  it('asks a visitor to sign in and come back', async () => {
    state.user = null;
    renderScreen('/staff/kliinics');
    expect(await screen.findByRole('heading', { level: 1, name: 'For Kiin staff only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fstaff%2Fkliinics');
    expect(screen.queryByRole('button', { name: 'Upload transcript' })).toBeNull();
  });
});
