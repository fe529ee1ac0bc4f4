import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { ToastProvider } from '../toast/ToastProvider';
import { PageTitleContext } from './page-title';
import { formatTitle, titleFromMatches } from './route-title';
import { preloadPage, routes } from './routes';
import { startPageData } from './page-data';
import { type AppStore, createStore } from './store';

/** The matched page, and its name in the browser tab. */
function AppRoutes() {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const routeTitle = titleFromMatches(matches.map((match) => ({ handle: match.route.handle as unknown })));
  const [pageTitle, setPageTitle] = useState<string | undefined>();
  const title = pageTitle ? formatTitle(pageTitle) : routeTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  // Not `useRoutes(routes, location)`: given a location, React Router reports every navigation
  // as a POP, and new pages would keep the previous page's scroll position.
  return <PageTitleContext.Provider value={setPageTitle}>{useRoutes(routes)}</PageTitleContext.Provider>;
}

/** The app inside a router: the browser's, or a static one when pages are rendered ahead. */
export function AppShell({ router, store: given }: { router: (routes: ReactNode) => ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? createStore());
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <ToastProvider>{router(<AppRoutes />)}</ToastProvider>
      </ThemeModeProvider>
    </Provider>
  );
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** The app in the browser: the page's first data is asked for as the app starts. */
export function App() {
  const [store] = useState(() => {
    const created = createStore();
    startPageData(created, window.location.pathname);
    preloadPage(window.location.pathname);
    return created;
  });
  return <AppShell router={browserRouter} store={store} />;
}
