import { icsText, kliinicInvite, reminderJobIds, reminderTimes } from './ics';
import { sydneyToUtc } from './sydney-time';

const invite = (startsAt: Date, extra: Partial<Parameters<typeof kliinicInvite>[0]> = {}) =>
  kliinicInvite({
    uid: 'booking-1',
    startsAt,
    durationMinutes: 90,
    title: 'Carer Self-Care: Breaking the Guilt Cycle',
    description: 'Bring questions; we will answer them, live.',
    url: 'https://meet.example.org/kiin',
    now: new Date('2026-09-01T00:00:00Z'),
    ...extra,
  });

describe('kliinic calendar invite', () => {
  it('1:00 PM Sydney before daylight saving starts is 03:00 UTC, 90 minutes long', () => {
    const ics = invite(sydneyToUtc('2026-10-02', '13:00'));
    expect(ics).toContain('DTSTART:20261002T030000Z\r\n');
    expect(ics).toContain('DTEND:20261002T043000Z\r\n');
  });

  it('1:00 PM Sydney after daylight saving starts is 02:00 UTC', () => {
    const ics = invite(sydneyToUtc('2026-10-09', '13:00'));
    expect(ics).toContain('DTSTART:20261009T020000Z\r\n');
    expect(ics).toContain('DTEND:20261009T033000Z\r\n');
  });

  it('escapes what staff typed and folds long lines', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const ics = invite(new Date('2026-10-09T02:00:00Z'), { description: 'x'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('SUMMARY:Kiin kliinic: Carer Self-Care: Breaking the Guilt Cycle');
    expect(invite(new Date('2026-10-09T02:00:00Z'))).toContain('DESCRIPTION:Bring questions\\; we will answer them\\, live.');
  });

  it('reminders 24 h and 1 h before, with stable ids and none in the past', () => {
    const start = new Date('2026-10-09T02:00:00Z');
    expect(reminderTimes(start, new Date('2026-10-01T00:00:00Z'))).toEqual({
      dayBefore: new Date('2026-10-08T02:00:00Z'),
      hourBefore: new Date('2026-10-09T01:00:00Z'),
    });
    expect(reminderTimes(start, new Date('2026-10-08T12:00:00Z')).dayBefore).toBeNull();
    expect(reminderJobIds('b1')).toEqual({ dayBefore: 'kliinic-reminder-24h-b1', hourBefore: 'kliinic-reminder-1h-b1' });
    expect(Object.values(reminderJobIds('b1')).join('')).not.toContain(':');
  });
});
