import type { ButtonProps } from '@mui/material/Button';
import { useCurrentUser } from '../auth/use-current-user';
import { ButtonLink } from './links';

export interface MemberAction {
  label: string;
  to: string;
}

/** Where a signed-in member goes instead of joining: what they already have. */
export const memberActions = {
  dashboard: { label: 'Go to your dashboard', to: '/dashboard' },
  kliinics: { label: 'See your kliinics', to: '/member/kliinics' },
} as const satisfies Record<string, MemberAction>;

type JoinKiinButtonProps = Omit<ButtonProps, 'href' | 'children'> & {
  /** What a visitor is invited to do. */
  label?: string;
  /** What a signed-in member is offered instead. */
  member?: MemberAction;
};

/**
 * "Join Kiin" for a visitor; for someone already signed in, a way to what they have. Pages
 * rendered ahead of time show the visitor's button first (no one is signed in there), and
 * the member's once the app knows who is reading.
 */
export function JoinKiinButton({ label = 'Join Kiin', member = memberActions.dashboard, ...props }: JoinKiinButtonProps) {
  const { user } = useCurrentUser();
  return user ? (
    <ButtonLink to={member.to} {...props}>
      {member.label}
    </ButtonLink>
  ) : (
    <ButtonLink to="/membership" {...props}>
      {label}
    </ButtonLink>
  );
}
