import type { Page, PublicKiinboxSummary } from '@kiin/contracts';
import { api } from './api';

/** How many answered questions a library item's page names. */
export const answersPerItem = 3;

/**
 * The public kiinbox answers that link one library item, for that item's page (the kiinbox
 * feature pages the whole list itself). Public: anyone may ask.
 */
export const kiinboxAnswersApi = api.injectEndpoints({
  endpoints: (build) => ({
    kiinboxAnswersFor: build.query<Page<PublicKiinboxSummary>, string>({
      query: (libraryItem) => `/api/kiinbox?${new URLSearchParams({ libraryItem, limit: String(answersPerItem) }).toString()}`,
      providesTags: ['Kiinbox'],
    }),
  }),
});

export const { useKiinboxAnswersForQuery } = kiinboxAnswersApi;
