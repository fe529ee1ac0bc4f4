import { sydneyDay, sydneyInstant } from '@kiin/contracts';

/**
 * Kliinics are scheduled on the Sydney clock. The programme's days are worked out here; the
 * clock itself, and how it reads, is the one every service and the web app share.
 */
export { sydneyDay as sydneyDate, sydneyInstant as sydneyToUtc, sydneyLongDate, sydneyTimeLabel } from '@kiin/contracts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

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
  const [year, month] = sydneyDay(now).split('-').map(Number);
  const out: Date[] = [];
  for (let i = 0; out.length < count; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const start = sydneyInstant(programmeDay(`${y}-${pad(((month - 1 + i) % 12) + 1)}`), time);
    if (start.getTime() > now.getTime()) out.push(start);
  }
  return out;
}
