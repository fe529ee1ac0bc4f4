/** One page of a cursor-paged list, as the lists of the platform answer. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Every item of a cursor-paged list: asks for the first page, then for each `nextCursor` in
 * turn until there is none. Fails past `maxPages`, so a cursor that never ends cannot hang a test.
 */
export async function allPages<T>(page: (cursor: string | null) => Promise<CursorPage<T>>, maxPages = 200): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages === 0 || cursor; pages += 1) {
    if (pages >= maxPages) throw new Error(`more than ${maxPages} pages: does the cursor move on?`);
    const next: CursorPage<T> = await page(cursor);
    items.push(...next.items);
    cursor = next.nextCursor;
  }
  return items;
}
