import type { ContentItem } from '@kiin/contracts';
import { interleave, isRecommendable, pickRecommendations } from './recommendations';

let n = 0;
const item = (overrides: Partial<ContentItem> = {}): ContentItem => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Item ${n}`,
    description: '',
    type: 'article',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditionIds: [],
    locked: false,
    ...overrides,
  };
};
const ids = (items: ContentItem[]) => items.map((i) => i.title);

describe('pickRecommendations', () => {
  it('takes three from the saved conditions, in turn, skipping what the member completed', () => {
    const [a1, a2, a3] = [item(), item(), item()];
    const [b1, b2] = [item(), item()];
    const picked = pickRecommendations({
      byCondition: [[a1, a2, a3], [b1, b2]],
      library: [item(), item()],
      completedIds: new Set([a1.id]),
      isPremium: false,
    });
    expect(ids(picked)).toEqual(ids([a2, b1, a3]));
  });

  it('fills from the free library when the conditions give fewer than three, without repeats', () => {
    const shared = item();
    const done = item();
    const lib1 = item();
    const lib2 = item();
    const picked = pickRecommendations({
      byCondition: [[shared, done], [shared]],
      library: [shared, done, lib1, lib2],
      completedIds: new Set([done.id]),
      isPremium: false,
    });
    expect(ids(picked)).toEqual(ids([shared, lib1, lib2]));
  });

  it('never offers a locked or premium item to a non-premium member, and does to a premium one', () => {
    const premium = item({ isPremium: true });
    const locked = item({ isPremium: true, locked: true });
    const free = item();
    const forFree = pickRecommendations({ byCondition: [[premium, locked]], library: [free], completedIds: new Set(), isPremium: false });
    expect(ids(forFree)).toEqual(ids([free]));
    const forPremium = pickRecommendations({ byCondition: [[premium]], library: [free], completedIds: new Set(), isPremium: true });
    expect(ids(forPremium)).toEqual(ids([premium, free]));
  });

  it('puts websites after things to finish within a source, and gives fewer when nothing else is left', () => {
    const site = item({ type: 'website' });
    const video = item({ type: 'video' });
    const libSite = item({ type: 'website' });
    const picked = pickRecommendations({ byCondition: [[site, video]], library: [libSite], completedIds: new Set(), isPremium: false });
    expect(ids(picked)).toEqual(ids([video, site, libSite]));
    expect(pickRecommendations({ byCondition: [], library: [], completedIds: new Set(), isPremium: false })).toEqual([]);
  });

  it('returns exactly the count asked for when there is enough', () => {
    const library = Array.from({ length: 10 }, () => item());
    expect(pickRecommendations({ byCondition: [], library, completedIds: new Set(), isPremium: false })).toHaveLength(3);
    expect(pickRecommendations({ byCondition: [], library, completedIds: new Set(), isPremium: false, count: 5 })).toHaveLength(5);
  });
});

describe('helpers', () => {
  it('interleaves lists of different lengths', () => {
    expect(interleave([[1, 2, 3], [4], [5, 6]])).toEqual([1, 4, 5, 2, 6, 3]);
    expect(interleave([])).toEqual([]);
  });

  it('isRecommendable', () => {
    const free = item();
    expect(isRecommendable(free, new Set(), false)).toBe(true);
    expect(isRecommendable(free, new Set([free.id]), true)).toBe(false);
    expect(isRecommendable(item({ isPremium: true, locked: true }), new Set(), true)).toBe(false);
  });
});
