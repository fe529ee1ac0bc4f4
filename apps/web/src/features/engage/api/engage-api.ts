import { api } from '../../../api/api';

/**
 * "Engage: find services" (public): the directory's services for a place and a need. Each
 * search is its own cache entry, refetched with the directory.
 */
export const engageApi = api.enhanceEndpoints({
  endpoints: {
    findServices: { providesTags: ['SupportServices'] },
  },
});

export const { useFindServicesQuery } = engageApi;
