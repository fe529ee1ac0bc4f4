import { relativeTime } from './relative-time';

describe('relative times in Australian English', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('reads as people say it', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(relativeTime(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
