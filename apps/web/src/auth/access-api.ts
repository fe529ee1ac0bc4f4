import type { Permission } from '@kiin/contracts';
import { api } from '../api/api';
import { useCurrentUser } from './use-current-user';

/**
 * What the signed-in member's staff roles let them do (`GET /api/auth/access`): staff screens
 * ask before drawing their tools, and a page offers a staff action (a moderator's "Hide") only
 * to whoever may take it. The server refuses the call anyway; this is so nobody is offered
 * what will fail.
 */
export const accessApi = api.enhanceEndpoints({
  endpoints: { access: { providesTags: ['Access'] } },
});

export const { useAccessQuery } = accessApi;

/** True once the member is known to hold `permission`; false for visitors, members without it and while unknown. */
export function useHasPermission(permission: Permission): boolean {
  const { user } = useCurrentUser();
  const { data } = useAccessQuery(undefined, { skip: !user });
  return Boolean(user && data?.permissions.includes(permission));
}
