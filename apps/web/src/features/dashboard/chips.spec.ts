import { chipOverflow } from './chips';

describe('chipOverflow', () => {
  it('shows two and counts the rest', () => {
    expect(chipOverflow(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], hidden: 1, moreLabel: '+1 more' });
    expect(chipOverflow(['a', 'b', 'c', 'd', 'e'])).toMatchObject({ hidden: 3, moreLabel: '+3 more' });
  });

  it('has no more-chip when everything fits', () => {
    expect(chipOverflow(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0, moreLabel: null });
    expect(chipOverflow([])).toEqual({ shown: [], hidden: 0, moreLabel: null });
    expect(chipOverflow(['a', 'b', 'c'], 3).moreLabel).toBeNull();
  });
});
