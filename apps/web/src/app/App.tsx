import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { ToastProvider } from '../toast/ToastProvider';
import { routes } from './routes';
import { createStore } from './store';

export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeModeProvider>
    </Provider>
  );
}
