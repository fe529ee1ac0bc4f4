/**
 * Sydney time, for the services and the web app alike. Display formats live apart from the
 * calendar arithmetic: the arithmetic rests on `@date-fns/tz`, whose `TZDate` patches its
 * prototype when loaded, and the web app, which only formats, should not carry it.
 */
export * from './format';
export * from './calendar';
