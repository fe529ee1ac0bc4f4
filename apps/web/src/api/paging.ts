/**
 * RTK Query's infinite-query options for the server's cursor-paged lists (ADR 24): no cursor
 * asks for the first page, and a page without a `nextCursor` is the last.
 */
export const byCursor = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
};
