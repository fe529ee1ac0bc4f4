import { TZDate, tzOffset } from '@date-fns/tz';
import { sydneyTimeZone } from './format';

const onSydneyClock = (instant: Date) => new TZDate(instant.getTime(), sydneyTimeZone);
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`: the day on the Sydney calendar at this instant. */
export function sydneyDay(at: Date): string {
  const t = onSydneyClock(at);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** `HH:MM` (24 h) on the Sydney clock. */
export function sydneyClock(at: Date): string {
  const t = onSydneyClock(at);
  return `${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/**
 * Whole seconds since midnight as the Sydney clock reads them. On the two daylight-saving days
 * a year this is an hour off the time actually elapsed since the day began.
 */
export function sydneySecondsIntoDay(at: Date): number {
  const t = onSydneyClock(at);
  return t.getHours() * 3600 + t.getMinutes() * 60 + t.getSeconds();
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** Sydney's offset from UTC at an instant, in milliseconds (+10 h or +11 h). */
const offsetAt = (time: number) => tzOffset(sydneyTimeZone, new Date(time)) * 60_000;

/**
 * The instant at which Sydney's clock shows `day` (`YYYY-MM-DD`) and `time` (`HH:MM`, 24 h).
 * A time the clock skips (02:00–02:59 on the first Sunday of October) lands an hour later; a
 * time it shows twice (02:00–02:59 on the first Sunday of April) is the second, standard-time one.
 * Worked out from the offset rather than by `TZDate`'s constructor, which settles a time shown
 * twice by the host's own zone, so a server set to Sydney would pick the other one.
 */
export function sydneyInstant(day: string, time = '00:00'): Date {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) throw new Error(`expected YYYY-MM-DD and HH:MM, got ${day} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two passes settle the offset on either side of a daylight-saving change.
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/*
 * Days and months are found from the Sydney calendar and `sydneyInstant`, not with date-fns'
 * `startOfDay` in a `TZDate`: its setters go through the host's own zone, and a host whose clock
 * changes the same night (Chile's does, on the first Sunday of April) lands an hour out.
 */
const calendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const fieldsOf = (at: Date) => sydneyDay(at).split('-').map(Number);

/** The first instant of the Sydney day `at` falls in. */
export const startOfSydneyDay = (at: Date): Date => sydneyInstant(sydneyDay(at));

/** The last millisecond of the Sydney day `at` falls in (23 or 25 hours after it began, on a daylight-saving day). */
export function endOfSydneyDay(at: Date): Date {
  const [year, month, day] = fieldsOf(at);
  return new Date(sydneyInstant(calendarDay(year, month, day + 1)).getTime() - 1);
}

/** The first instant of the Sydney month `at` falls in. */
export function startOfSydneyMonth(at: Date): Date {
  const [year, month] = fieldsOf(at);
  return sydneyInstant(calendarDay(year, month, 1));
}

/** The last millisecond of the Sydney month `at` falls in. */
export function endOfSydneyMonth(at: Date): Date {
  const [year, month] = fieldsOf(at);
  return new Date(sydneyInstant(calendarDay(year, month + 1, 1)).getTime() - 1);
}
