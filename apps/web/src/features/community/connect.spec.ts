import type { Discussion } from '@kiin/contracts';
import { isLockedFor, newestDiscussions, ownDiscussions } from './connect';

const discussion = (id: string, day: number, extra: Partial<Discussion> = {}): Discussion => ({
  id,
  title: id,
  content: 'text',
  contentHtml: '<p>text</p>',
  isPremiumOnly: false,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  views: 0,
  commentCount: 0,
  author: { displayName: 'Anonymous User', isYou: false },
  status: 'published',
  ...extra,
});

describe('connect', () => {
  const list = [1, 7, 3, 9, 5, 2, 8].map((d) => discussion(`d${d}`, d, d % 2 ? {} : { author: { displayName: 'You', isYou: true } }));

  it('shows the five newest', () => {
    expect(newestDiscussions(list).map((d) => d.id)).toEqual(['d9', 'd8', 'd7', 'd5', 'd3']);
    expect(newestDiscussions([])).toEqual([]);
  });

  it("lists the reader's own discussions", () => {
    expect(ownDiscussions(list).map((d) => d.id)).toEqual(['d8', 'd2']);
  });

  it('locks premium-only discussions for non-premium readers other than the author', () => {
    const premium = discussion('p', 1, { isPremiumOnly: true });
    expect(isLockedFor(premium, false)).toBe(true);
    expect(isLockedFor(premium, true)).toBe(false);
    expect(isLockedFor({ ...premium, author: { displayName: 'You', isYou: true } }, false)).toBe(false);
    expect(isLockedFor(discussion('f', 1), false)).toBe(false);
  });
});
