import { badges, badgesReachedAt, nextBadge } from './badges';
import { dailyPointsCaps, pointsRuleLines, pointsRules, withinDailyCap } from './points';

describe('badges', () => {
  it('are the seven named badges, each with a description, ordered by a rising threshold', () => {
    expect(badges.map((b) => b.name)).toEqual([
      'Knowledge Seeker',
      'Community Contributor',
      'Quick Learner',
      'Health Advocate',
      'Explorer',
      'Goal Achiever',
      'All Star',
    ]);
    for (const b of badges) expect(b.description.length).toBeGreaterThan(10);
    const thresholds = badges.map((b) => b.pointsRequired);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(new Set(thresholds).size).toBe(7);
    expect(new Set(badges.map((b) => b.id)).size).toBe(7);
  });

  it('are reached exactly at their threshold', () => {
    expect(badgesReachedAt(24).map((b) => b.id)).toEqual([]);
    expect(badgesReachedAt(25).map((b) => b.id)).toEqual(['knowledge-seeker']);
    expect(badgesReachedAt(100).map((b) => b.id)).toEqual(['knowledge-seeker', 'community-contributor', 'quick-learner']);
    expect(badgesReachedAt(5000)).toHaveLength(7);
  });
});

describe('next badge', () => {
  it('is the lowest threshold above the points, with progress from the previous threshold', () => {
    expect(nextBadge(0)).toMatchObject({ badge: { id: 'knowledge-seeker' }, previousThreshold: 0, progress: 0, pointsToGo: 25 });
    expect(nextBadge(5)).toMatchObject({ badge: { id: 'knowledge-seeker' }, progress: 20, pointsToGo: 20 });
    // 25 → 50: 30 is a fifth of the way.
    expect(nextBadge(30, ['knowledge-seeker'])).toMatchObject({ badge: { id: 'community-contributor' }, previousThreshold: 25, progress: 20 });
    expect(nextBadge(75, ['knowledge-seeker', 'community-contributor'])).toMatchObject({ badge: { id: 'quick-learner' }, previousThreshold: 50, progress: 50 });
  });

  it('needs a threshold that exceeds the points: reaching one exactly moves on to the next', () => {
    expect(nextBadge(25)).toMatchObject({ badge: { id: 'community-contributor' }, progress: 0 });
  });

  it('skips badges already earned, and clamps progress to 0–100 %', () => {
    const custom = [
      { id: 'a', name: 'A', description: 'a', pointsRequired: 10 },
      { id: 'b', name: 'B', description: 'b', pointsRequired: 20 },
    ];
    expect(nextBadge(5, ['a'], custom)).toMatchObject({ badge: { id: 'b' }, previousThreshold: 10, progress: 0 });
    expect(nextBadge(15, [], custom)).toMatchObject({ badge: { id: 'b' }, progress: 50 });
  });

  it('is none once every threshold is passed', () => {
    expect(nextBadge(1000)).toEqual({ badge: null, previousThreshold: 0, progress: 100, pointsToGo: 0 });
  });
});

describe('points rules', () => {
  it('cap discussions and comments per day', () => {
    expect(withinDailyCap('commentCreated', 0)).toBe(true);
    expect(withinDailyCap('commentCreated', dailyPointsCaps.commentCreated - 1)).toBe(true);
    expect(withinDailyCap('commentCreated', dailyPointsCaps.commentCreated)).toBe(false);
    expect(withinDailyCap('discussionCreated', dailyPointsCaps.discussionCreated)).toBe(false);
  });

  it('are written out for members with the same numbers the service applies', () => {
    const text = pointsRuleLines.join('\n');
    expect(text).toContain(`${pointsRules.contentCompleted} points`);
    expect(text).toContain(`up to ${dailyPointsCaps.commentCreated} comments a day`);
    expect(text).toContain('no streaks');
  });
});
