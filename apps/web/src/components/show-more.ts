/** What a screen reader hears after "Show more": how many arrived, and whether that is all. */
export function moreLoadedMessage(added: number, noun: { one: string; many: string }, hasMore: boolean): string {
  const what = added === 1 ? noun.one : noun.many;
  const loaded = added === 0 ? `No more ${noun.many} loaded.` : `${added} more ${what} loaded.`;
  return hasMore ? loaded : `${loaded} All ${noun.many} are shown.`;
}

/** Every item of the pages loaded so far, in order, each once (a page refetched after a post may repeat one). */
export function flattenPages<T extends { id: string }>(pages: readonly { items: readonly T[] }[] | undefined): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      all.push(item);
    }
  }
  return all;
}
