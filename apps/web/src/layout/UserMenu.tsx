import { Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import type { User } from '@kiin/contracts';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { displayName } from './initials';
import { UserAvatar } from './UserAvatar';

const AccountMenu = lazyWithPreload(() => import('./AccountMenu'));

/** Desktop account menu behind the avatar. */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={`Account menu for ${displayName(user)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
