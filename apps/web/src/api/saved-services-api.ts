import type { SavedService } from '@kiin/contracts';
import { api } from './api';

/**
 * A member's saved support services: saved and removed on /engage, listed on the dashboard
 * (both read them, so the enhancer lives here). A save or a removal answers the new list,
 * which goes straight into the cache (the toggle changes at once) and the list is refetched.
 * Signed in only; ask only when a user is known.
 */
export const savedServicesApi = api.enhanceEndpoints({
  endpoints: {
    savedServices: { providesTags: ['SavedServices'] },
    saveService: {
      invalidatesTags: ['SavedServices'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    },
    unsaveService: {
      invalidatesTags: ['SavedServices'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    },
  },
});

type Dispatch = (action: ReturnType<typeof api.util.upsertQueryData<'savedServices'>>) => unknown;

/** The list a save or removal answered, as the saved list's cache entry; a failure leaves it as it was. */
async function keepAnswer(dispatch: Dispatch, queryFulfilled: Promise<{ data: SavedService[] }>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(api.util.upsertQueryData('savedServices', undefined, data));
  } catch {
    // The mutation's own error is shown where it was asked.
  }
}

export const { useSavedServicesQuery, useSaveServiceMutation, useUnsaveServiceMutation } = savedServicesApi;

/** The ids of the saved services, for "Saved" toggles. */
export const savedIds = (saved: readonly SavedService[] | undefined): ReadonlySet<string> => new Set(saved?.map((s) => s.id));
