/** The reader's theme choice, kept in localStorage under `theme` (spec §2). */
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ThemeMode = 'light' | 'dark';

export const themeStorageKey = 'theme';

/** Nothing stored (or something unreadable) shows the light theme, as the page wrapper does. */
export const defaultPreference: ThemePreference = 'light';

export function parsePreference(value: string | null | undefined): ThemePreference {
  return themePreferences.find((p) => p === value) ?? defaultPreference;
}

export function resolveMode(preference: ThemePreference, systemPrefersDark: boolean): ThemeMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Storage can throw (private mode, blocked cookies): the theme then lives for the visit only. */
export function readPreference(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    return parsePreference(storage?.getItem(themeStorageKey));
  } catch {
    return defaultPreference;
  }
}

export function writePreference(
  storage: Pick<Storage, 'setItem'> | undefined,
  preference: ThemePreference,
): void {
  try {
    storage?.setItem(themeStorageKey, preference);
  } catch {
    // Not persisted; the choice still applies to this tab.
  }
}

/**
 * The preference another tab just stored, or undefined when the storage event is about
 * something else. `key === null` means the whole storage was cleared.
 */
export function preferenceFromStorageEvent(
  event: Pick<StorageEvent, 'key' | 'newValue'>,
): ThemePreference | undefined {
  if (event.key === null) return defaultPreference;
  if (event.key !== themeStorageKey) return undefined;
  return parsePreference(event.newValue);
}

export const themePreferenceLabel: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
