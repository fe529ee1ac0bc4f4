import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@kiin/contracts';
import { logoutHref } from '../auth/return-to';
import { displayName } from './initials';
import { memberLinks } from './nav-links';

export interface AccountMenuProps {
  id: string;
  user: User;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function AccountMenu({ id, user, anchor, onClose }: AccountMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      <Box sx={{ px: 2, py: 1 }} role="presentation">
        <Typography sx={{ fontWeight: 650 }}>{displayName(user)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {memberLinks.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component="a" href={logoutHref}>
        Log out
      </MenuItem>
    </Menu>
  );
}
