import { tabFromUrl } from './profile-tabs';

describe('tabFromUrl', () => {
  it('opens the tab that ?tab= names', () => {
    expect(tabFromUrl('overview', '')).toBe('overview');
    expect(tabFromUrl('achievements', '')).toBe('achievements');
    expect(tabFromUrl('conditions', '')).toBe('conditions');
    expect(tabFromUrl('membership', '')).toBe('membership');
  });

  it('falls back to the overview without a tab or with one it does not know', () => {
    expect(tabFromUrl(null, '')).toBe('overview');
    expect(tabFromUrl('', '')).toBe('overview');
    expect(tabFromUrl('Membership', '')).toBe('overview');
    expect(tabFromUrl('billing', '')).toBe('overview');
  });

  it('opens membership for #premium, whatever the query says', () => {
    expect(tabFromUrl(null, '#premium')).toBe('membership');
    expect(tabFromUrl('achievements', '#premium')).toBe('membership');
    expect(tabFromUrl(null, '#team')).toBe('overview');
  });
});
