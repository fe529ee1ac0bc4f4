import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows a calendar date without shifting it', () => {
    expect(formatDate('2025-09-26')).toBe('26 Sept 2025');
    expect(formatDate('2025-09-26', 'long')).toBe('Friday 26 September 2025');
  });
  it('shows timestamps in Sydney time', () => {
    expect(formatDate('2025-09-25T20:00:00Z')).toBe('26 Sept 2025');
  });
  it('leaves unreadable input alone', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
