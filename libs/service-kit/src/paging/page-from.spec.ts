import { pageFrom } from './cursor';

describe('a page from rows read one past the limit', () => {
  const rows = [{ n: 1 }, { n: 2 }, { n: 3 }];
  const item = (r: { n: number }) => `item ${r.n}`;
  const cursorOf = (last: { n: number }) => `after ${last.n}`;

  it('shows the limit, and the extra row only says a next page starts after the last one shown', () => {
    expect(pageFrom(rows, 2, item, cursorOf)).toEqual({ items: ['item 1', 'item 2'], nextCursor: 'after 2' });
  });

  it('has no next page when no row came past the limit, or none at all', () => {
    expect(pageFrom(rows, 3, item, cursorOf)).toEqual({ items: ['item 1', 'item 2', 'item 3'], nextCursor: null });
    expect(pageFrom([], 3, item, cursorOf)).toEqual({ items: [], nextCursor: null });
  });
});
