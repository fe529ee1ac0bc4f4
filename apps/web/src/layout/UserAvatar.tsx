import Avatar from '@mui/material/Avatar';
import type { User } from '@kiin/contracts';
import { avatarAlt, avatarInitials } from './initials';

interface UserAvatarProps {
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  size?: number;
}

export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  const sx = { width: size, height: size, fontSize: size * 0.42, fontWeight: 650 };
  if (user.profileImageUrl) {
    return <Avatar src={user.profileImageUrl} alt={avatarAlt(user)} sx={sx} />;
  }
  return (
    <Avatar sx={{ ...sx, bgcolor: 'primary.main', color: 'primary.contrastText' }} data-testid="avatar-initials">
      {avatarInitials(user)}
    </Avatar>
  );
}
