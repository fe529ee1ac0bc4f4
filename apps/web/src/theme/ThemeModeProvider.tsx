import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createKiinTheme } from './theme';
import { ThemeModeContext, type ThemeModeValue } from './theme-context';
import {
  preferenceFromStorageEvent,
  readPreference,
  resolveMode,
  writePreference,
  type ThemePreference,
} from './theme-mode';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  // Rendered ahead of time (no window), the page is what a first visit shows.
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    readPreference(typeof window === 'undefined' ? undefined : window.localStorage),
  );
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);

  // Another tab changed the theme: follow it (the storage event never fires in the writer).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const next = preferenceFromStorageEvent(event);
      if (next) setPreferenceState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setPreference = useCallback((next: ThemePreference) => {
    writePreference(window.localStorage, next);
    setPreferenceState(next);
  }, []);

  const mode = resolveMode(preference, prefersDark);
  const theme = useMemo(() => createKiinTheme(mode), [mode]);

  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const value = useMemo<ThemeModeValue>(
    () => ({ preference, mode, setPreference }),
    [preference, mode, setPreference],
  );

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
