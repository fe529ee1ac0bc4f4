import type { Booking, ContentItem, Page } from '@kiin/contracts';
import { api } from './api';
import { byCursor } from './paging';

/**
 * The member area's own calls: kliinic bookings, and content for several conditions at once.
 * A booking or a cancellation changes the member's bookings and the session's seats left.
 */
export const memberApi = api
  .enhanceEndpoints({
    endpoints: {
      /** A seat included in the monthly membership: booked without a payment. */
      bookIncluded: { invalidatesTags: ['Bookings', 'KliinicSessions'] },
      cancelBooking: { invalidatesTags: ['Bookings', 'KliinicSessions'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * The member's bookings a page at a time, in the server's order (live, coming, cancelled,
       * then past). Signed in only; ask only when a user is known. Hand-written: the generator
       * writes no infinite queries.
       */
      bookings: build.infiniteQuery<Page<Booking>, void, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ pageParam }) => `/api/kliinics/bookings${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        providesTags: ['Bookings'],
      }),
      /** GET /api/conditions/{id}/content for each id, answered together, in the order given. */
      contentForConditions: build.query<ContentItem[][], string[]>({
        async queryFn(ids, _api, _extra, baseQuery) {
          const results = await Promise.all(ids.map(async (id) => baseQuery(`/api/conditions/${encodeURIComponent(id)}/content`)));
          const failed = results.find((r) => r.error);
          if (failed?.error) return { error: failed.error };
          return { data: results.map((r) => r.data as ContentItem[]) };
        },
        providesTags: ['Content'],
      }),
    }),
  });

export const { useBookingsInfiniteQuery, useBookIncludedMutation, useCancelBookingMutation, useContentForConditionsQuery } = memberApi;
