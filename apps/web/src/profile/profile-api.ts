import type { Badge, DeleteAccountBody, User, UserBadge, UserTypeBody } from '@kiin/contracts';
import { api } from '../api/api';

/** Badges and the member's own settings, for the profile. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every badge, ordered by the points it requires (public). */
    badges: build.query<Badge[], void>({ query: () => '/badges' }),
    /**
     * The member's earned badges. They move with the member's points, so they are refetched
     * whenever the user is (after a completion, for example).
     */
    userBadges: build.query<UserBadge[], void>({ query: () => '/users/badges', providesTags: ['User'] }),
    setUserType: build.mutation<User, UserTypeBody>({
      query: (body) => ({ url: '/users/type', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** Deletes the account (a sign-in within ten minutes and the typed confirmation). */
    deleteAccount: build.mutation<{ deleted: true }, DeleteAccountBody>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useBadgesQuery, useUserBadgesQuery, useSetUserTypeMutation, useDeleteAccountMutation } = profileApi;
