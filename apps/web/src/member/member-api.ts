import type { Booking, ContentItem, Page } from '@kiin/contracts';
import { api } from '../api/api';
import { byCursor } from '../api/paging';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Bookings'] });

/** The member area's own calls: kliinic bookings, and content for several conditions at once. */
export const memberApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The member's bookings a page at a time, in the server's order (live, coming, cancelled,
     * then past). Signed in only; ask only when a user is known.
     */
    bookings: build.infiniteQuery<Page<Booking>, void, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ pageParam }) => `/kliinics/bookings${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['Bookings'],
    }),
    /** A seat included in the monthly membership: booked without a payment. */
    bookIncluded: build.mutation<Booking, string>({
      query: (sessionId) => ({ url: `/kliinics/sessions/${encodeURIComponent(sessionId)}/book`, method: 'POST' }),
      invalidatesTags: ['Bookings'],
    }),
    cancelBooking: build.mutation<Booking, string>({
      query: (id) => ({ url: `/kliinics/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['Bookings'],
    }),
    /** GET /api/conditions/{id}/content for each id, answered together, in the order given. */
    contentForConditions: build.query<ContentItem[][], string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const results = await Promise.all(ids.map(async (id) => baseQuery(`/conditions/${encodeURIComponent(id)}/content`)));
        const failed = results.find((r) => r.error);
        if (failed?.error) return { error: failed.error };
        return { data: results.map((r) => r.data as ContentItem[]) };
      },
      providesTags: ['Content'],
    }),
  }),
});

export const { useBookingsInfiniteQuery, useBookIncludedMutation, useCancelBookingMutation, useContentForConditionsQuery } = memberApi;
