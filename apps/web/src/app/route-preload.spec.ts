import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-title';
import { routes } from './routes';

// A page's code starts loading as the app starts (beside its data), not when React reaches it
// while taking over the HTML: every page route must be able to say how.
const pageRoutes = (routes[0]?.children ?? []).filter((route: RouteObject) => route.handle !== undefined);

describe('route preloading', () => {
  it('every page route can start loading its code', () => {
    expect(pageRoutes.length).toBeGreaterThan(30);
    const without = pageRoutes.filter((route) => typeof (route.handle as RouteHandle).preload !== 'function').map((route) => route.path ?? '/');
    expect(without).toEqual([]);
  });

  it('staff screens preload the screen, not the permission check around it', () => {
    const staff = pageRoutes.find((route) => route.path === 'staff/kliinics');
    const coach = pageRoutes.find((route) => route.path === 'coach');
    expect((staff?.handle as RouteHandle).preload).toEqual(expect.any(Function));
    expect((staff?.handle as RouteHandle).preload).not.toBe((coach?.handle as RouteHandle).preload);
  });
});
