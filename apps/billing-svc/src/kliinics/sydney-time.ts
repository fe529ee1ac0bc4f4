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

/** The next `count` Fridays whose `time` (Sydney) is still ahead of `now`. */
export function nextFridays(now: Date, count: number, time = '13:00'): Date[] {
  let date = sydneyDate(now);
  const out: Date[] = [];
  while (out.length < count) {
    const d = DATE.exec(date)!;
    const weekday = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]))).getUTCDay();
    if (weekday === 5) {
      const start = sydneyToUtc(date, time);
      if (start.getTime() > now.getTime()) out.push(start);
    }
    date = addDays(date, 1);
  }
  return out;
}

const longDate = new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** `Friday 9 October 2026` on the Sydney calendar. */
export function sydneyLongDate(instant: Date): string {
  return longDate.format(instant).replace(/,/g, '');
}
