/** Kliinics are scheduled on the Sydney clock; these turn that clock into instants and back. */
export const SYDNEY = 'Australia/Sydney';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SYDNEY,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Sydney's offset from UTC at an instant, in milliseconds (+10 h or +11 h). */
function offsetAt(instant: Date): number {
  const p = partsOf(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** The instant at which Sydney's clock shows `date` (`YYYY-MM-DD`) and `time` (`HH:MM`, 24 h). */
export function sydneyToUtc(date: string, time: string): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new Error(`expected YYYY-MM-DD and HH:MM, got ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two passes settle the offset on either side of a daylight-saving change.
  let guess = wall - offsetAt(new Date(wall));
  guess = wall - offsetAt(new Date(guess));
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` on the Sydney calendar. */
export function sydneyDate(instant: Date): string {
  const p = partsOf(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** `HH:MM` (24 h) on the Sydney clock. */
export function sydneyClock(instant: Date): string {
  const p = partsOf(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

const label = new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** `1:00 PM AEDT` in summer, `1:00 PM AEST` in winter. */
export function sydneyTimeLabel(instant: Date): string {
  return label.format(instant).replace(/\b(am|pm)\b/i, (m) => m.toUpperCase()).replace(/\u202f|\u00a0/g, ' ');
}

/** Adds whole days on the Sydney calendar to `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const d = DATE.exec(date);
  if (!d) throw new Error(`expected YYYY-MM-DD, got ${date}`);
  const next = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * The programme's day in a month (`YYYY-MM`): its fourth Friday, except in December, when the
 * session comes on the second Friday, before the holidays. The published programme has it so:
 * 26 September, 24 October (not the 31st, the last), 28 November and 12 December 2025.
 */
export function programmeDay(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new Error(`expected YYYY-MM, got ${month}`);
  const [year, monthNumber] = [Number(m[1]), Number(m[2])];
  const fridays: number[] = [];
  for (let day = 1; day <= new Date(Date.UTC(year, monthNumber, 0)).getUTCDate(); day++) {
    if (new Date(Date.UTC(year, monthNumber - 1, day)).getUTCDay() === 5) fridays.push(day);
  }
  const day = fridays[monthNumber === 12 ? 1 : 3];
  return `${m[1]}-${m[2]}-${pad(day)}`;
}

/** The next `count` programme days (one a month) whose `time` (Sydney) is still ahead of `now`. */
export function nextProgrammeDates(now: Date, count: number, time = '13:00'): Date[] {
  const [year, month] = sydneyDate(now).split('-').map(Number);
  const out: Date[] = [];
  for (let i = 0; out.length < count; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const start = sydneyToUtc(programmeDay(`${y}-${pad(((month - 1 + i) % 12) + 1)}`), time);
    if (start.getTime() > now.getTime()) out.push(start);
  }
  return out;
}

const longDate = new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** `Friday 9 October 2026` on the Sydney calendar. */
export function sydneyLongDate(instant: Date): string {
  return longDate.format(instant).replace(/,/g, '');
}
