import {
  parsePreference,
  preferenceFromStorageEvent,
  readPreference,
  resolveMode,
  themeStorageKey,
  writePreference,
} from './theme-mode';

describe('theme preference', () => {
  it('shows light when nothing or something unknown is stored', () => {
    expect(parsePreference(null)).toBe('light');
    expect(parsePreference('purple')).toBe('light');
  });
  it('reads the stored choice', () => {
    expect(readPreference({ getItem: (key) => (key === themeStorageKey ? 'dark' : null) })).toBe('dark');
  });
  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readPreference(broken)).toBe('light');
    expect(() => writePreference(broken, 'dark')).not.toThrow();
  });
  it('writes under the key theme', () => {
    const store = new Map<string, string>();
    writePreference({ setItem: (k, v) => store.set(k, v) }, 'system');
    expect(store.get('theme')).toBe('system');
  });
  it('resolves system from the device setting', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
    expect(resolveMode('light', true)).toBe('light');
  });
});

describe('another tab changing the theme', () => {
  it('follows a change of the theme key', () => {
    expect(preferenceFromStorageEvent({ key: 'theme', newValue: 'dark' })).toBe('dark');
  });
  it('goes back to light when the key is removed or storage cleared', () => {
    expect(preferenceFromStorageEvent({ key: 'theme', newValue: null })).toBe('light');
    expect(preferenceFromStorageEvent({ key: null, newValue: null })).toBe('light');
  });
  it('ignores other keys', () => {
    expect(preferenceFromStorageEvent({ key: 'other', newValue: 'dark' })).toBeUndefined();
  });
});
