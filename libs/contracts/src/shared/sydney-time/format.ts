/** Kiin is for Australia: every instant a person reads is shown on the Sydney clock. */
export const sydneyTimeZone = 'Australia/Sydney';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The Australian date format with these options, made once: building an `Intl.DateTimeFormat`
 * costs far more than using one (a list of sessions formatted each date afresh took tens of
 * milliseconds on a phone).
 */
export function auDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', options);
    formats.set(key, format);
  }
  return format;
}

/** The Australian format with these options, read on the Sydney clock. */
export const sydneyFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat =>
  auDateFormat({ timeZone: sydneyTimeZone, ...options });

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored date as Australians read it. A date-only value (`2026-03-03`) is a calendar date and
 * is shown as that date wherever the reader is; a timestamp is read on the Sydney clock, so a
 * late-evening review in Sydney does not show as the day before. Null when unreadable.
 */
export function formatSydneyDate(value: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string | null {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return (isDateOnly ? auDateFormat({ timeZone: 'UTC', ...options }) : sydneyFormat(options)).format(date);
}

/** `1:00 PM AEDT` in summer, `1:00 PM AEST` in winter. */
export function sydneyTimeLabel(instant: Date): string {
  return sydneyFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(instant)
    .replace(/\b(am|pm)\b/i, (m) => m.toUpperCase())
    .replace(/\u202f|\u00a0/g, ' ');
}

/** `Friday 9 October 2026` on the Sydney calendar (no comma, whichever locale data the runtime has). */
export function sydneyLongDate(instant: Date): string {
  return sydneyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant).replace(/,/g, '');
}
