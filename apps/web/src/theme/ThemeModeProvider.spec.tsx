/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useThemeMode } from './theme-context';
import { ThemeModeProvider } from './ThemeModeProvider';

function Probe() {
  const { preference, mode, setPreference } = useThemeMode();
  return (
    <>
      <p>
        {preference}/{mode}
      </p>
      <button onClick={() => setPreference('dark')}>dark</button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );

beforeEach(() => window.localStorage.clear());

describe('ThemeModeProvider', () => {
  it('shows light when nothing is stored', () => {
    renderProbe();
    expect(screen.getByText('light/light')).toBeTruthy();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('stores a choice under theme', () => {
    renderProbe();
    fireEvent.click(screen.getByText('dark'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem('theme', 'dark');
    renderProbe();
    expect(screen.getByText('dark/dark')).toBeTruthy();
  });

  it('follows another tab through the storage event', () => {
    renderProbe();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByText('dark/dark')).toBeTruthy();
  });
});
