import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { useThemeMode } from './theme-context';
import { themePreferenceLabel, themePreferences, type ThemePreference } from './theme-mode';

const icons: Record<ThemePreference, typeof LightModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/** Light, dark or follow the device; remembered on this device and shared by every tab. */
export function ThemeSwitcher() {
  const { preference, setPreference } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = icons[preference];
  const label = `Theme: ${themePreferenceLabel[preference]}. Change theme`;

  const choose = (next: ThemePreference) => {
    setPreference(next);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title="Change theme" enterDelay={700}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          color="inherit"
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {themePreferences.map((option) => {
          const OptionIcon = icons[option];
          const selected = option === preference;
          return (
            <MenuItem
              key={option}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => choose(option)}
            >
              <ListItemIcon>
                <OptionIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{themePreferenceLabel[option]}</ListItemText>
              {selected && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
