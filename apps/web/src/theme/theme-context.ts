import { createContext, useContext } from 'react';
import type { ThemeMode, ThemePreference } from './theme-mode';

export interface ThemeModeValue {
  preference: ThemePreference;
  /** What is on screen: the preference, with `system` resolved. */
  mode: ThemeMode;
  setPreference: (preference: ThemePreference) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
