import { sydneyFormat } from '@kiin/contracts';

/** A session's or a sending's time as staff read it: Sydney time, with the weekday. */
export const kliinicTime = (iso: string) =>
  sydneyFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
