import { configure, render, screen, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppShell } from '../app/App';
import { createStore, type AppStore } from '../app/store';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { themeStorageKey } from '../theme/theme-mode';
import { ToastProvider } from '../toast/ToastProvider';

// jsdom has no layout: scrolling is a no-op here (where the page lands is a browser journey).
window.scrollTo = () => undefined;

// `findBy…` and `waitFor` give up after this long: a lazy page compiled on two busy cores can
// take seconds to appear. What is waited for is asserted; how fast it came never is.
configure({ asyncUtilTimeout: 10_000 });

export type Theme = 'light' | 'dark';

export interface RenderOptions {
  /** The address the app opens at. */
  route?: string;
  /** The reader's stored theme, as the theme menu keeps it. */
  theme?: Theme;
}

function storeTheme(theme: Theme | undefined) {
  if (theme) window.localStorage.setItem(themeStorageKey, theme);
  else window.localStorage.removeItem(themeStorageKey);
}

/** The address as the app last navigated to it, for assertions on `?tab=` and the like. */
const current = { location: '', key: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    current.location = `${location.pathname}${location.search}${location.hash}`;
    current.key = location.key;
  }, [location]);
  return null;
}
export const locationNow = () => current.location;
/** The history entry shown now: the same key after Back means the same entry, not a new one. */
export const historyEntryNow = () => current.key;

/**
 * The whole web app at `route`, as `main.tsx` renders it but in a memory router: the real
 * store, RTK Query, theme, toasts, layout and lazy pages. The network is whatever the spec's
 * MSW handlers answer (./network).
 */
export function renderApp(options: RenderOptions = {}): RenderResult {
  storeTheme(options.theme);
  return render(
    <AppShell
      router={(routes) => (
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {routes}
          <LocationProbe />
        </MemoryRouter>
      )}
    />,
  );
}

/**
 * One component with what the app gives every page: a fresh real store (RTK Query
 * included), the theme and toasts, and a router at `route`. Returns the store with the render.
 */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): RenderResult & { store: AppStore } {
  storeTheme(options.theme);
  const store = createStore();
  const result = render(
    <Provider store={store}>
      <ThemeModeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </ThemeModeProvider>
    </Provider>,
  );
  return { ...result, store };
}

/** The page's one h1, once the lazy page has loaded. */
export const pageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
