import type { ContentItem, ContentType } from '@kiin/contracts';
import { webUrl, youTubeVideoId } from './embeds';

/** The library's type tabs, in the order they show; `value` is what `?type=` carries. */
export const libraryTabs = [
  { value: 'all', label: 'All', types: null },
  { value: 'articles-books', label: 'Articles and Books', types: ['article', 'book'] },
  { value: 'video', label: 'Videos', types: ['video'] },
  { value: 'podcast', label: 'Podcasts', types: ['podcast'] },
  { value: 'course', label: 'Courses', types: ['course'] },
  { value: 'website', label: 'Websites', types: ['website'] },
] as const satisfies readonly { value: string; label: string; types: readonly ContentType[] | null }[];

export type LibraryTab = (typeof libraryTabs)[number]['value'];

/** The tab a `?type=` value names; anything unknown is All. */
export function tabFromParam(value: string | null): LibraryTab {
  return libraryTabs.find((tab) => tab.value === value)?.value ?? 'all';
}

/** Case-insensitive substring match on title and description; an empty search matches all. */
export function matchesSearch(item: Pick<ContentItem, 'title' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return item.title.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle);
}

/** The items of one tab that match the search, in catalogue order. */
export function filterContent<T extends Pick<ContentItem, 'type' | 'title' | 'description'>>(
  items: readonly T[],
  tab: LibraryTab,
  query: string,
): T[] {
  const types: readonly ContentType[] | null = libraryTabs.find((t) => t.value === tab)?.types ?? null;
  return items.filter((item) => (!types || types.includes(item.type)) && matchesSearch(item, query));
}

/** "1 item", "12 items". */
export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A film or series: the word itself in the title, in any case, e.g. "(film)" or "Series". */
export function isFilmOrSeries(title: string): boolean {
  return /\b(film|series)\b/i.test(title);
}

/** The words on a card's main button. */
export function actionLabel(item: Pick<ContentItem, 'type' | 'title'>): string {
  switch (item.type) {
    case 'article':
      return 'Read article';
    case 'book':
      return 'Find book';
    case 'video':
      return isFilmOrSeries(item.title) ? 'Watch trailer' : 'Watch video';
    case 'podcast':
      return 'Listen now';
    case 'course':
      return 'Start course';
    case 'website':
      return 'Visit site';
    // A type this version of the app does not know yet.
    default:
      return 'View content';
  }
}

/** The shorter button of a list row. */
export function listButtonLabel(type: ContentType): string {
  switch (type) {
    case 'article':
    case 'book':
      return 'Read';
    case 'video':
      return 'Watch';
    case 'podcast':
      return 'Listen';
    default:
      return 'View';
  }
}

/** Minutes as a reader takes them in: "7 min", "2 hr", "1 hr 30 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/** A card shows a length only when it is known. */
export function cardDuration(duration: number | null): string | null {
  return duration && duration > 0 ? formatMinutes(duration) : null;
}

/** A list row always shows a length: 10 min when it is not known. */
export const defaultListMinutes = 10;
export function listDuration(duration: number | null): string {
  return formatMinutes(duration && duration > 0 ? duration : defaultListMinutes);
}

/** The still YouTube serves for a video address, or null when the address is not a YouTube video. */
export function videoThumbnailUrl(contentUrl: string | null | undefined): string | null {
  const id = youTubeVideoId(contentUrl);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** The picture of a card: its own image, else a video's still, else null (the type's illustration). */
export function cardImageUrl(item: Pick<ContentItem, 'imageUrl' | 'contentUrl'>): string | null {
  return webUrl(item.imageUrl)?.href ?? videoThumbnailUrl(item.contentUrl);
}

export type ContentLink = { external: true; href: string } | { external: false; to: string };

/**
 * Where an item leads: books and websites open their own site in a new tab; everything
 * else, and any item whose address is withheld (locked premium), opens its page in Kiin.
 */
export function contentLink(item: Pick<ContentItem, 'id' | 'type' | 'contentUrl'>): ContentLink {
  const external = item.type === 'book' || item.type === 'website' ? webUrl(item.contentUrl) : null;
  if (external) return { external: true, href: external.href };
  return { external: false, to: `/content/${item.type}/${encodeURIComponent(item.id)}` };
}

/**
 * Whether Mark Complete belongs on an item: not on a website (a directory to visit, with
 * nothing to finish) and not on a locked premium item (the member cannot open it yet).
 */
export function canMarkComplete(item: Pick<ContentItem, 'type' | 'locked'>): boolean {
  return item.type !== 'website' && !item.locked;
}

export type ViewMode = 'grid' | 'list';

/** The layout a `?view=` value names; grid unless it says list. */
export function viewFromParam(value: string | null): ViewMode {
  return value === 'list' ? 'list' : 'grid';
}
