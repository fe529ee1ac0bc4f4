import { formatSydneyDate } from '@kiin/contracts';

export { auDateFormat } from '@kiin/contracts';

/**
 * A date for Australian readers, e.g. `26 Sep 2025`. Date-only values are calendar dates
 * (no time zone shift); timestamps are shown in Sydney time. Unparseable input is shown as is.
 */
export function formatDate(value: string, style: 'short' | 'long' = 'short'): string {
  return (
    formatSydneyDate(
      value,
      style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' },
    ) ?? value
  );
}
