import type { User } from '@kiin/contracts';
import { useCurrentUserQuery } from '../api/api';
import { toApiError, type ApiError } from '../api/base-query';
import { useHydrated } from '../components/use-hydrated';

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
  error: ApiError | undefined;
}

/**
 * The signed-in user; `user` is null both while loading and when signed out. While the app
 * takes over a page rendered ahead of time it is still loading, as the page was rendered: the
 * first frame matches that HTML whatever the member's answer (which may already be in), and
 * the member's state follows at once after.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error } = useCurrentUserQuery();
  const hydrated = useHydrated();
  if (!hydrated) return { user: null, isLoading: true, error: undefined };
  return { user: data ?? null, isLoading, error: toApiError(error) };
}
