import { api } from '../../../api/api';

/**
 * Badges and the member's own settings, for the profile. The member's earned badges move with
 * their points, so they are refetched whenever the user is (after a completion, for example).
 * Deleting the account invalidates nothing: the page is left at once for a fresh load.
 */
export const profileApi = api.enhanceEndpoints({
  endpoints: {
    /** Every badge, ordered by the points it requires (public). */
    badges: { providesTags: ['Badges'] },
    userBadges: { providesTags: ['User'] },
    setUserType: { invalidatesTags: ['User'] },
  },
});

export const { useBadgesQuery, useUserBadgesQuery, useSetUserTypeMutation, useDeleteAccountMutation } = profileApi;
