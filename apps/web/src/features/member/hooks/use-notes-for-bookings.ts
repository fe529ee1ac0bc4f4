import { useEffect, useMemo } from 'react';
import type { Booking, MemberKliinicNotes } from '@kiin/contracts';
import { useMyKliinicNotesInfiniteQuery } from '../api/kliinic-notes-api';

/**
 * The approved notes of the sessions among `bookings`, by session. Notes come newest session
 * first a page at a time, as past bookings do: more pages are asked for only while the notes
 * read so far stop short of the oldest booking shown, so "Show more" bookings brings their notes.
 */
export function useNotesForBookings(bookings: readonly Booking[] | undefined): ReadonlyMap<string, MemberKliinicNotes> {
  const notes = useMyKliinicNotesInfiniteQuery(undefined, { skip: !bookings?.length });
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = notes;
  const read = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);
  const oldestBooking = useMemo(() => Math.min(...(bookings ?? []).map((b) => Date.parse(b.startsAt))), [bookings]);
  const oldestRead = read.length ? Date.parse(read[read.length - 1].startsAt) : Infinity;
  const short = data !== undefined && hasNextPage && oldestRead > oldestBooking;
  useEffect(() => {
    // A failed page is not asked for again here: the bookings show without those notes.
    if (short && !isFetching && !isError) void fetchNextPage();
  }, [short, isFetching, isError, fetchNextPage]);
  return useMemo(() => new Map(read.map((n) => [n.sessionId, n])), [read]);
}
