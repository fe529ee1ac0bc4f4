import { isFreshSignIn } from './fresh-sign-in';

describe('a fresh sign-in for exporting or deleting data', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('accepts a sign-in up to ten minutes old', () => {
    expect([0, 1, 9.9, 10].map((m) => isFreshSignIn(minutesAgo(m), now))).toEqual([true, true, true, true]);
  });

  it('refuses an older sign-in, no session, or a time that is not one', () => {
    expect(isFreshSignIn(minutesAgo(10.01), now)).toBe(false);
    expect(isFreshSignIn(minutesAgo(60 * 24), now)).toBe(false);
    expect(isFreshSignIn(null, now)).toBe(false);
    expect(isFreshSignIn(new Date('not a date'), now)).toBe(false);
    // A clock far ahead is not "fresh" either.
    expect(isFreshSignIn(minutesAgo(-5), now)).toBe(false);
  });
});
