import { type ContentItem, type ContentType, formatSydneyDate } from '@kiin/contracts';

export const contentTypeLabel: Record<ContentType, string> = {
  article: 'Article',
  book: 'Book',
  video: 'Video',
  podcast: 'Podcast',
  course: 'Course',
  website: 'Website',
};

const verbByType: Record<ContentType, string> = {
  article: 'Read the article on',
  book: 'Find the book on',
  video: 'Watch on',
  podcast: 'Listen on',
  course: 'Go to the course on',
  website: 'Visit',
};

/** The words on the button that opens an item on its source's site, naming the site. */
export function openOnSourceLabel(type: ContentType, host: string): string {
  return `${verbByType[type]} ${host}`;
}

/** `12 min` for a known length; null when unknown. */
export function durationLabel(minutes: number | null | undefined): string | null {
  return minutes && minutes > 0 ? `${minutes} min` : null;
}

/**
 * A review date as Australians write it, e.g. `3 March 2026`. A date-only value is a
 * calendar date (no time zone shift); a timestamp is read in Sydney time. Null when unreadable.
 */
export function formatReviewDate(value: string | null | undefined): string | null {
  return value ? formatSydneyDate(value, { day: 'numeric', month: 'long', year: 'numeric' }) : null;
}

/** The review line of the evidence box, or null when nobody is named. */
export function reviewLine(reviewedBy: string | null | undefined, reviewedAt: string | null | undefined): string | null {
  const who = reviewedBy?.trim();
  if (!who) return null;
  const when = formatReviewDate(reviewedAt);
  return when ? `Reviewed by ${who} on ${when}` : `Reviewed by ${who}`;
}

export const relatedLimit = 3;

/** Up to three other items of the same type, in catalogue order. */
export function relatedItems(items: readonly ContentItem[] | undefined, current: Pick<ContentItem, 'id' | 'type'>): ContentItem[] {
  return (items ?? []).filter((item) => item.id !== current.id && item.type === current.type).slice(0, relatedLimit);
}

/** A 404 (no such item) or 400 (not an item id at all): the link is wrong, trying again will not help. */
export function isMissingContent(status: number | undefined): boolean {
  return status === 404 || status === 400;
}
