import { tabFromParam, visibleTabs } from './dashboard-tabs';

describe('dashboard tabs', () => {
  it('shows the coach tab to premium members only', () => {
    expect(visibleTabs(false).map((t) => t.value)).toEqual(['overview', 'learning', 'conditions']);
    expect(visibleTabs(true).map((t) => t.value)).toEqual(['overview', 'learning', 'conditions', 'coach']);
  });

  it('reads ?tab=, falling back to the overview', () => {
    expect(tabFromParam('learning', false)).toBe('learning');
    expect(tabFromParam('conditions', true)).toBe('conditions');
    expect(tabFromParam('coach', true)).toBe('coach');
    expect(tabFromParam('coach', false)).toBe('overview');
    expect(tabFromParam(null, false)).toBe('overview');
    expect(tabFromParam('nonsense', true)).toBe('overview');
  });
});
