import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { ToastProvider } from '../toast/ToastProvider';
import { titleFromMatches } from './route-title';
import { routes } from './routes';
import { createStore } from './store';

/** The matched page, and its name in the browser tab. */
function AppRoutes() {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const title = titleFromMatches(matches.map((match) => ({ handle: match.route.handle as unknown })));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return useRoutes(routes, location);
}

export function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </ThemeModeProvider>
    </Provider>
  );
}
