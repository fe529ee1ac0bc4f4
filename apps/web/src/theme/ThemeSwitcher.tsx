import { Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useThemeMode } from './theme-context';
import { themeIcons } from './theme-icons';
import { themePreferenceLabel, type ThemePreference } from './theme-mode';

const ThemeMenu = lazyWithPreload(() => import('./ThemeMenu'));

/** Light, dark or follow the device; remembered on this device and shared by every tab. */
export function ThemeSwitcher() {
  const { preference, setPreference } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const Icon = themeIcons[preference];

  const choose = (next: ThemePreference) => {
    setPreference(next);
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        aria-label={`Theme: ${themePreferenceLabel[preference]}. Change theme`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={ThemeMenu.preload}
        onFocus={ThemeMenu.preload}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        color="inherit"
      >
        <Icon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <ThemeMenu
            id={menuId}
            anchor={anchor}
            preference={preference}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
