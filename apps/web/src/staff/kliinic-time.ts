import { auDateFormat } from '../components/dates';

/** A session's or a sending's time as staff read it: Sydney time, with the weekday. */
export const kliinicTime = (iso: string) =>
  auDateFormat({ timeZone: 'Australia/Sydney', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
