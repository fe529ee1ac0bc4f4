import type { User } from '@kiin/contracts';

type AvatarUser = Pick<User, 'firstName' | 'lastName' | 'email'>;

/**
 * Spec §2: first letters of first and last name; else of the first name; else the
 * upper-cased first letter of the email; else `U`.
 */
export function avatarInitials(user: AvatarUser): string {
  const first = user.firstName.trim().charAt(0);
  const last = user.lastName.trim().charAt(0);
  if (first && last) return `${first}${last}`;
  if (first) return first;
  const fromEmail = user.email.trim().charAt(0).toUpperCase();
  return fromEmail || 'U';
}

/** Image alt text: first and last name. */
export function avatarAlt(user: AvatarUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** How a person is named in menus: their name when known, else their email. */
export function displayName(user: AvatarUser): string {
  return avatarAlt(user) || user.email;
}
