import {
  auDateFormat,
  endOfSydneyDay,
  endOfSydneyMonth,
  formatSydneyDate,
  startOfSydneyDay,
  startOfSydneyMonth,
  sydneyClock,
  sydneyDay,
  sydneyFormat,
  sydneyInstant,
  sydneyLongDate,
  sydneySecondsIntoDay,
  sydneyTimeLabel,
} from '.';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('the Sydney calendar day of an instant', () => {
  it('turns at Sydney midnight, not UTC midnight, in summer and in winter', () => {
    expect(sydneyDay(at('2026-11-26T12:59:59.999Z'))).toBe('2026-11-26');
    expect(sydneyDay(at('2026-11-26T13:00:00.000Z'))).toBe('2026-11-27');
    expect(sydneyDay(at('2026-07-14T13:59:59.999Z'))).toBe('2026-07-14');
    expect(sydneyDay(at('2026-07-14T14:00:00.000Z'))).toBe('2026-07-15');
  });

  it('reads the New Year in Sydney before it comes to UTC', () => {
    expect(sydneyDay(at('2026-12-31T13:00:00Z'))).toBe('2027-01-01');
    expect(sydneyClock(at('2026-12-31T13:00:00Z'))).toBe('00:00');
  });
});

describe('the first Sunday of October: clocks go forward at 2 am', () => {
  it('jumps from 01:59 AEST to 03:00 AEDT', () => {
    expect(sydneyClock(at('2026-10-03T15:59:00Z'))).toBe('01:59');
    expect(sydneyClock(at('2026-10-03T16:00:00Z'))).toBe('03:00');
    expect(sydneyTimeLabel(at('2026-10-03T15:59:00Z'))).toBe('1:59 AM AEST');
    expect(sydneyTimeLabel(at('2026-10-03T16:00:00Z'))).toBe('3:00 AM AEDT');
  });

  it('places a time the clock skips an hour later', () => {
    expect(iso(sydneyInstant('2026-10-04', '01:59'))).toBe('2026-10-03T15:59:00.000Z');
    expect(iso(sydneyInstant('2026-10-04', '02:30'))).toBe('2026-10-03T16:30:00.000Z');
    expect(iso(sydneyInstant('2026-10-04', '03:00'))).toBe('2026-10-03T16:00:00.000Z');
  });

  it('has a day of 23 hours', () => {
    const sunday = at('2026-10-04T02:00:00Z');
    expect(iso(startOfSydneyDay(sunday))).toBe('2026-10-03T14:00:00.000Z');
    expect(iso(endOfSydneyDay(sunday))).toBe('2026-10-04T12:59:59.999Z');
  });

  it('counts seconds into the day as the clock reads them', () => {
    // 04:00 AEDT: three hours after midnight, four on the clock.
    expect(sydneySecondsIntoDay(at('2026-10-03T17:00:00Z'))).toBe(4 * 3600);
  });
});

describe('the first Sunday of April: clocks go back at 3 am', () => {
  it('shows 02:00 to 02:59 twice, AEDT then AEST', () => {
    expect(sydneyClock(at('2027-04-03T15:59:00Z'))).toBe('02:59');
    expect(sydneyClock(at('2027-04-03T16:00:00Z'))).toBe('02:00');
    expect(sydneyTimeLabel(at('2027-04-03T15:30:00Z'))).toBe('2:30 AM AEDT');
    expect(sydneyTimeLabel(at('2027-04-03T16:30:00Z'))).toBe('2:30 AM AEST');
  });

  it('places a time the clock shows twice at its second, standard-time showing', () => {
    expect(iso(sydneyInstant('2027-04-04', '01:30'))).toBe('2027-04-03T14:30:00.000Z');
    expect(iso(sydneyInstant('2027-04-04', '02:30'))).toBe('2027-04-03T16:30:00.000Z');
    expect(iso(sydneyInstant('2027-04-04', '03:00'))).toBe('2027-04-03T17:00:00.000Z');
  });

  it('has a day of 25 hours', () => {
    const sunday = at('2027-04-04T02:00:00Z');
    expect(iso(startOfSydneyDay(sunday))).toBe('2027-04-03T13:00:00.000Z');
    expect(iso(endOfSydneyDay(sunday))).toBe('2027-04-04T13:59:59.999Z');
  });
});

describe('a Sydney wall time as an instant', () => {
  it('follows the offset of the day it names', () => {
    expect(iso(sydneyInstant('2026-10-02', '13:00'))).toBe('2026-10-02T03:00:00.000Z');
    expect(iso(sydneyInstant('2026-10-09', '13:00'))).toBe('2026-10-09T02:00:00.000Z');
    expect(iso(sydneyInstant('2026-11-27'))).toBe('2026-11-26T13:00:00.000Z');
  });

  it('refuses anything but YYYY-MM-DD and HH:MM', () => {
    expect(() => sydneyInstant('2026-10-2', '13:00')).toThrow('expected YYYY-MM-DD and HH:MM');
    expect(() => sydneyInstant('2026-10-02', '1pm')).toThrow('expected YYYY-MM-DD and HH:MM');
  });
});

describe('Sydney months', () => {
  it('start and end on the Sydney calendar, across a daylight-saving change', () => {
    const october = at('2026-10-15T00:00:00Z');
    expect(iso(startOfSydneyMonth(october))).toBe('2026-09-30T14:00:00.000Z');
    expect(iso(endOfSydneyMonth(october))).toBe('2026-10-31T12:59:59.999Z');
    const april = at('2027-04-15T00:00:00Z');
    expect(iso(startOfSydneyMonth(april))).toBe('2027-03-31T13:00:00.000Z');
    expect(iso(endOfSydneyMonth(april))).toBe('2027-04-30T13:59:59.999Z');
  });

  it('already has the next month when UTC still has the last', () => {
    expect(iso(startOfSydneyMonth(at('2026-10-31T13:30:00Z')))).toBe('2026-10-31T13:00:00.000Z');
  });
});

describe('dates as Australians read them', () => {
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;

  it('shows a date-only value as that calendar date', () => {
    expect(formatSydneyDate('2026-03-03', long)).toBe('3 March 2026');
    expect(formatSydneyDate('2026-10-04', long)).toBe('4 October 2026');
  });

  it('reads a timestamp on the Sydney clock', () => {
    expect(formatSydneyDate('2026-03-03T12:59:00Z', long)).toBe('3 March 2026');
    expect(formatSydneyDate('2026-03-03T13:00:00Z', long)).toBe('4 March 2026');
  });

  it('gives null for what is not a date', () => {
    expect(formatSydneyDate('soon', long)).toBeNull();
    expect(formatSydneyDate('2026-13-01', long)).toBeNull();
  });

  it('writes the long date without a comma', () => {
    expect(sydneyLongDate(at('2026-10-08T13:30:00Z'))).toBe('Friday 9 October 2026');
  });

  it('makes each format once', () => {
    expect(sydneyFormat({ day: 'numeric' })).toBe(sydneyFormat({ day: 'numeric' }));
    expect(sydneyFormat({ day: 'numeric' })).toBe(auDateFormat({ timeZone: 'Australia/Sydney', day: 'numeric' }));
  });
});
