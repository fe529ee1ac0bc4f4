import type { MemberKliinicNotes, Page } from '@kiin/contracts';
import { api } from '../../../api/api';
import { byCursor } from '../../../api/paging';

/** The member's own kliinic notes (the staff's calls that write them are the staff screen's). */
export const kliinicNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
      /** The member's approved notes, newest session first, a page at a time (the generator writes no infinite queries). */
      myKliinicNotes: build.infiniteQuery<Page<MemberKliinicNotes>, void, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ pageParam }) => `/api/kliinics/notes${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        providesTags: ['MyKliinicNotes'],
      }),
  }),
});

export const { useMyKliinicNotesInfiniteQuery } = kliinicNotesApi;
