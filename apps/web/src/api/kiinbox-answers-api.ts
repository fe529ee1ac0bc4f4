import type { Page, PublicKiinboxSummary, StaffKiinboxQuestion } from '@kiin/contracts';
import { api } from './api';

/** How many answered questions a library item's page names. */
export const answersPerItem = 3;

/**
 * kiinbox reads that other features show (the kiinbox feature pages the whole lists itself): the
 * public answers that link one library item, for that item's page (anyone may ask), and the
 * questions asked for one kliinic session, for the staff's session screen (experts).
 */
export const kiinboxAnswersApi = api.injectEndpoints({
  endpoints: (build) => ({
    kiinboxAnswersFor: build.query<Page<PublicKiinboxSummary>, string>({
      query: (libraryItem) => `/api/kiinbox?${new URLSearchParams({ libraryItem, limit: String(answersPerItem) }).toString()}`,
      providesTags: ['Kiinbox'],
    }),
    /** The questions members asked ahead of one kliinic session (its agenda), for the staff's session screen. */
    sessionKiinboxQuestions: build.query<Page<StaffKiinboxQuestion>, string>({
      query: (session) => `/api/staff/kiinbox/questions?${new URLSearchParams({ session, limit: '50' }).toString()}`,
      providesTags: ['KiinboxQueue'],
    }),
  }),
});

export const { useKiinboxAnswersForQuery, useSessionKiinboxQuestionsQuery } = kiinboxAnswersApi;
