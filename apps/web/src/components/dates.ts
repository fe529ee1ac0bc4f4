const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

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

/**
 * A date for Australian readers, e.g. `26 Sep 2025`. Date-only values are calendar dates
 * (no time zone shift); timestamps are shown in Sydney time. Unparseable input is shown as is.
 */
export function formatDate(value: string, style: 'short' | 'long' = 'short'): string {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return auDateFormat({
    timeZone: isDateOnly ? 'UTC' : 'Australia/Sydney',
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }),
  }).format(date);
}
