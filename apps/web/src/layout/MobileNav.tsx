import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { User } from '@kiin/contracts';
import { loginHref, logoutHref } from '../auth/return-to';
import { displayName } from './initials';
import { memberLinks, publicLinksFor, signUpHref, type NavItem } from './nav-links';
import { UserAvatar } from './UserAvatar';

export interface MobileNavProps {
  id: string;
  open: boolean;
  onClose: () => void;
  user: User | null;
  currentPath: string;
}

const activeLink = {
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    color: 'primary.main',
    fontWeight: 700,
    boxShadow: (theme: { palette: { primary: { main: string } } }) =>
      `inset 4px 0 0 ${theme.palette.primary.main}`,
  },
};

function LinkList({ links, onClose, label }: { links: NavItem[]; onClose: () => void; label: string }) {
  return (
    <List aria-label={label} dense={false}>
      {links.map((link) => (
        <li key={link.to}>
          <ListItemButton component={NavLink} to={link.to} onClick={onClose} sx={activeLink}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

/** The right-side sheet used below the md breakpoint. Escape, the backdrop and the close button shut it. */
export default function MobileNav({ id, open, onClose, user, currentPath }: MobileNavProps) {
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: 'min(86vw, 320px)' },
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site menu',
        },
      }}
    >
      <Box component="nav" aria-label="Mobile" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <LinkList links={publicLinksFor(Boolean(user))} onClose={onClose} label="Explore" />
        <Divider />
        {user ? (
          <>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, pt: 2 }}>
              <UserAvatar user={user} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650 }}>{displayName(user)}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {user.email}
                </Typography>
              </Box>
            </Stack>
            <LinkList links={memberLinks} onClose={onClose} label="Member area" />
            <Box sx={{ px: 2, pb: 2 }}>
              <Button href={logoutHref} variant="outlined" fullWidth>
                Log out
              </Button>
            </Box>
          </>
        ) : (
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Button href={loginHref(currentPath)} variant="outlined" fullWidth>
              Sign in
            </Button>
            <Button href={signUpHref(currentPath)} variant="contained" fullWidth>
              Sign up
            </Button>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
