import { Suspense, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { loginHref } from '../auth/return-to';
import { useCurrentUser } from '../auth/use-current-user';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';
import { useToast } from '../toast/toast-context';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { displayName } from './initials';
import { Logo } from './Logo';
import { publicLinksFor, signUpHref } from './nav-links';
import { UserAvatar } from './UserAvatar';
import { UserMenu } from './UserMenu';

const MobileNav = lazyWithPreload(() => import('./MobileNav'));

/**
 * The path sign-in should come back to: the page the reader is on, except Home, which is for
 * visitors (a member signing in there wants their dashboard); on /sign-in itself, keep the
 * one it was given.
 */
export function returnPath(pathname: string, search: string): string {
  if (pathname === '/sign-in') return new URLSearchParams(search).get('returnTo') ?? '/';
  if (pathname === '/') return '/dashboard';
  return pathname + search;
}

export function Header() {
  const location = useLocation();
  const { user, isLoading, error } = useCurrentUser();
  const { toast } = useToast();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const sheetId = useId();
  const here = returnPath(location.pathname, location.search);
  const sheetButtonProps = {
    'aria-haspopup': 'dialog',
    'aria-expanded': sheetOpen,
    'aria-controls': sheetOpen ? sheetId : undefined,
    onPointerEnter: MobileNav.preload,
    onTouchStart: MobileNav.preload,
    onFocus: MobileNav.preload,
    onClick: () => {
      setSheetWanted(true);
      setSheetOpen((open) => !open);
    },
  } as const;

  // 401 is "signed out"; anything else means we could not tell, which the reader should know.
  const errorMessage = error?.message;
  useEffect(() => {
    if (errorMessage) {
      toast({ title: 'We could not check whether you are signed in', description: errorMessage, variant: 'error' });
    }
  }, [errorMessage, toast]);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60 } }}>
        <Logo />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flex: 1 }}
        >
          {publicLinksFor(Boolean(user)).map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{
                px: 1.5,
                '&[aria-current="page"]': {
                  color: 'primary.main',
                  bgcolor: 'action.selected',
                  boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}`,
                },
              }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <ThemeSwitcher />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, minWidth: 44 }}>
          {isLoading ? (
            <Skeleton variant="rounded" width={176} height={36} aria-hidden="true" />
          ) : user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button href={loginHref(here)} color="inherit">
                Sign in
              </Button>
              <Button href={signUpHref(here)} variant="contained">
                Sign up
              </Button>
            </>
          )}
        </Box>
        {user && (
          // On a phone the avatar says who is signed in; it opens the same sheet, which holds the account links.
          <IconButton
            aria-label={`Account menu for ${displayName(user)}`}
            {...sheetButtonProps}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, p: 0.5 }}
          >
            <UserAvatar user={user} size={32} />
          </IconButton>
        )}
        <IconButton
          aria-label="Open menu"
          {...sheetButtonProps}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          color="inherit"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {sheetWanted && (
        <Suspense fallback={null}>
          <MobileNav
            id={sheetId}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            user={user}
            currentPath={here}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
