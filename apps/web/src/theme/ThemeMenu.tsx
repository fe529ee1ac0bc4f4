import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { themeIcons } from './theme-icons';
import { themePreferenceLabel, themePreferences, type ThemePreference } from './theme-mode';

export interface ThemeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  preference: ThemePreference;
  onChoose: (preference: ThemePreference) => void;
  onClose: () => void;
}

export default function ThemeMenu({ id, anchor, preference, onChoose, onClose }: ThemeMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {themePreferences.map((option) => {
        const OptionIcon = themeIcons[option];
        const selected = option === preference;
        return (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={selected}
            selected={selected}
            onClick={() => onChoose(option)}
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
  );
}
