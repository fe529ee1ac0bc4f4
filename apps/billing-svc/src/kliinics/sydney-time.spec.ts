import { nextProgrammeDates, programmeDay, sydneyDate, sydneyTimeLabel, sydneyToUtc } from './sydney-time';

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

  it("a month's kliinic is on its fourth Friday, December's on the second, as the published programme has them", () => {
    expect(['2025-09', '2025-10', '2025-11', '2025-12'].map(programmeDay)).toEqual(['2025-09-26', '2025-10-24', '2025-11-28', '2025-12-12']);
    // A month with five Fridays, starting on one (January 2027), and a leap February (2028).
    expect([programmeDay('2027-01'), programmeDay('2028-02')]).toEqual(['2027-01-22', '2028-02-25']);
    expect(() => programmeDay('2027-1')).toThrow('expected YYYY-MM');
  });

  it('the next four are one a month at 1:00 PM, across the turn of the year and the end of daylight saving', () => {
    // Thursday 1 Oct 2026, 10:00 Sydney.
    const dates = nextProgrammeDates(new Date('2026-10-01T00:00:00Z'), 4);
    expect(dates.map((d) => d.toISOString())).toEqual([
      '2026-10-23T02:00:00.000Z',
      '2026-11-27T02:00:00.000Z',
      '2026-12-11T02:00:00.000Z',
      '2027-01-22T02:00:00.000Z',
    ]);
    expect(dates.map(sydneyTimeLabel)).toEqual(['1:00 PM AEDT', '1:00 PM AEDT', '1:00 PM AEDT', '1:00 PM AEDT']);
    // April 2027's is after daylight saving ends (Sunday 4 April): 1:00 PM AEST.
    expect(sydneyTimeLabel(nextProgrammeDates(new Date('2027-04-01T00:00:00Z'), 1)[0])).toBe('1:00 PM AEST');
  });

  it("skips this month's when its 1:00 PM has already passed", () => {
    // Friday 27 Nov 2026, 2:00 PM Sydney: November's has begun, so December's comes first.
    const [first] = nextProgrammeDates(new Date('2026-11-27T03:00:00Z'), 1);
    expect(sydneyDate(first)).toBe('2026-12-11');
    // An hour earlier it was still ahead.
    expect(sydneyDate(nextProgrammeDates(new Date('2026-11-27T01:00:00Z'), 1)[0])).toBe('2026-11-27');
  });
});
