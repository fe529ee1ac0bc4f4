import type { Completion, ContentItem } from '@kiin/contracts';
import { learningProgress, recentCompletions } from './progress';

describe('learningProgress', () => {
  it('counts completions out of 30', () => {
    expect(learningProgress(0)).toEqual({ completed: 0, goal: 30, percent: 0, label: '0 of 30', reached: false });
    expect(learningProgress(6)).toMatchObject({ percent: 20, label: '6 of 30', reached: false });
    expect(learningProgress(1).percent).toBe(3);
  });

  it('caps at 100 percent and at the goal', () => {
    expect(learningProgress(30)).toMatchObject({ percent: 100, label: '30 of 30', reached: true });
    expect(learningProgress(45)).toMatchObject({ completed: 45, percent: 100, label: '30 of 30', reached: true });
    expect(learningProgress(-2)).toMatchObject({ completed: 0, percent: 0 });
  });
});

describe('recentCompletions', () => {
  const item = (id: string): ContentItem =>
    ({ id, title: `Title ${id}`, description: '', type: 'article', isPremium: false, duration: null, imageUrl: null, reviewedBy: null, reviewedAt: null, sources: [], conditionIds: [], locked: false }) as ContentItem;
  const done = (contentId: string, day: number): Completion => ({ contentId, completedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z` });
  const library = ['a', 'b', 'c', 'd', 'e', 'f'].map(item);

  it('joins completions to the catalogue, newest first, up to the limit', () => {
    const completions = [done('a', 1), done('c', 3), done('b', 2), done('f', 6), done('e', 5), done('d', 4)];
    expect(recentCompletions(completions, library, 5).map((c) => c.item.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(recentCompletions(completions, library, 3).map((c) => c.item.id)).toEqual(['f', 'e', 'd']);
    expect(recentCompletions(completions, library)).toHaveLength(6);
    expect(recentCompletions(completions, library, 1)[0].completedAt).toBe('2026-11-06T10:00:00.000Z');
  });

  it('leaves out items the catalogue no longer has, still filling the limit', () => {
    const completions = [done('gone', 9), done('a', 1), done('b', 2)];
    expect(recentCompletions(completions, library, 2).map((c) => c.item.id)).toEqual(['b', 'a']);
    expect(recentCompletions([], library, 5)).toEqual([]);
  });
});
