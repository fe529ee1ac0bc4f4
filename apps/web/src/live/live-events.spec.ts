import { liveToast, reconnectDelayMs } from './live-events';

describe('what the live channel says', () => {
  it('points earned: how many, why, and the new total', () => {
    expect(liveToast({ type: 'points', points: 10, totalPoints: 25, reason: 'Completed a content item' })).toEqual({
      title: '+10 points',
      description: 'Completed a content item. You now have 25 points.',
      variant: 'success',
    });
  });

  it('points taken back (a hidden post) and membership changes are shown in place, not toasted', () => {
    expect(liveToast({ type: 'points', points: -5, totalPoints: 20, reason: 'Post hidden' })).toBeNull();
    expect(liveToast({ type: 'membership', premium: true, endsAt: null })).toBeNull();
  });

  it('a badge: its name', () => {
    expect(liveToast({ type: 'badge', badgeId: 'knowledge-seeker', name: 'Knowledge Seeker' })).toMatchObject({ title: 'You earned Knowledge Seeker' });
  });

  it('tries again after 1, 2, 4, 8 and 16 s, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
