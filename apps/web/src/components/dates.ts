const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date for Australian readers, e.g. `26 Sep 2025`. Date-only values are calendar dates
 * (no time zone shift); timestamps are shown in Sydney time. Unparseable input is shown as is.
 */
export function formatDate(value: string, style: 'short' | 'long' = 'short'): string {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: isDateOnly ? 'UTC' : 'Australia/Sydney',
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }),
  }).format(date);
}
