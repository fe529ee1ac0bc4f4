import { nextFridays, sydneyDate, sydneyTimeLabel, sydneyToUtc } from './sydney-time';

describe('Sydney clock', () => {
  it('1:00 PM on a Friday is 03:00 UTC before daylight saving starts and 02:00 UTC after', () => {
    expect(sydneyToUtc('2026-10-02', '13:00').toISOString()).toBe('2026-10-02T03:00:00.000Z');
    expect(sydneyToUtc('2026-10-09', '13:00').toISOString()).toBe('2026-10-09T02:00:00.000Z');
    expect(sydneyTimeLabel(new Date('2026-10-02T03:00:00Z'))).toBe('1:00 PM AEST');
    expect(sydneyTimeLabel(new Date('2026-10-09T02:00:00Z'))).toBe('1:00 PM AEDT');
  });

  it('and back to 03:00 UTC when daylight saving ends in April', () => {
    expect(sydneyToUtc('2027-04-02', '13:00').toISOString()).toBe('2027-04-02T02:00:00.000Z');
    expect(sydneyToUtc('2027-04-09', '13:00').toISOString()).toBe('2027-04-09T03:00:00.000Z');
  });

  it('reads the Sydney calendar date, which is a day ahead of UTC in the evening', () => {
    expect(sydneyDate(new Date('2026-11-26T14:30:00Z'))).toBe('2026-11-27');
  });

  it('the next four Fridays at 1:00 PM are real Fridays still ahead, across a change', () => {
    // Thursday 1 Oct 2026, 10:00 Sydney.
    const fridays = nextFridays(new Date('2026-10-01T00:00:00Z'), 4);
    expect(fridays.map((d) => d.toISOString())).toEqual([
      '2026-10-02T03:00:00.000Z',
      '2026-10-09T02:00:00.000Z',
      '2026-10-16T02:00:00.000Z',
      '2026-10-23T02:00:00.000Z',
    ]);
  });

  it('skips a Friday whose 1:00 PM has already passed', () => {
    // Friday 27 Nov 2026, 2:00 PM Sydney.
    const [first] = nextFridays(new Date('2026-11-27T03:00:00Z'), 1);
    expect(sydneyDate(first)).toBe('2026-12-04');
  });
});
