import type { User } from '@kiin/contracts';
import { useCurrentUserQuery } from '../api/api';
import { toApiError, type ApiError } from '../api/base-query';

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
  error: ApiError | undefined;
}

/** The signed-in user; `user` is null both while loading and when signed out. */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error } = useCurrentUserQuery();
  return { user: data ?? null, isLoading, error: toApiError(error) };
}
