import { liveToast, reconnectDelayMs } from './live-events';

describe('what the live channel says', () => {
  it('points earned: how many, why, and the new total', () => {
    expect(liveToast({ type: 'points', points: 10, totalPoints: 25, reason: 'Completed a content item' })).toEqual({
      title: '+10 points',
      description: 'Completed a content item. You now have 25 points.',
      variant: 'success',
      // A newer total waiting replaces this one.
      key: 'points',
    });
  });

  it('points taken back (a hidden post) and membership changes are shown in place, not toasted', () => {
    expect(liveToast({ type: 'points', points: -5, totalPoints: 20, reason: 'Post hidden' })).toBeNull();
    expect(liveToast({ type: 'membership', premium: true, endsAt: null })).toBeNull();
  });

  it('a badge: its name', () => {
    expect(liveToast({ type: 'badge', badgeId: 'knowledge-seeker', name: 'Knowledge Seeker' })).toMatchObject({ title: 'You earned Knowledge Seeker' });
  });

  it("a moderator's decision on a post: the outcome, their words, and the way to the discussion", () => {
    const event = { type: 'post-review', noticeId: 'n1', postType: 'discussion', discussionId: 'd1', outcome: 'approved' } as const;
    const notice = { id: 'n1', postType: 'discussion', postId: 'd1', discussionId: 'd1', outcome: 'approved', note: 'Thank you for sharing', createdAt: '' } as const;
    expect(liveToast(event, notice)).toEqual({
      title: 'Your discussion is published',
      description: 'Your discussion was checked by a moderator and is now published. The moderator added: “Thank you for sharing”',
      variant: 'success',
      link: { label: 'See the discussion', to: '/community/d1' },
    });
    // The notice could not be read: the outcome is still told.
    expect(liveToast({ ...event, postType: 'comment', outcome: 'hide' })).toMatchObject({
      title: 'A moderator hid your comment',
      description: 'Your comment was hidden by a moderator because it did not follow the community guidelines.',
      variant: 'default',
    });
    // A removed post has no discussion to see.
    expect(liveToast({ ...event, outcome: 'delete' })?.link).toBeUndefined();
  });

  it('kliinic notes: where to read them; a booking is shown in place by the page that made it', () => {
    expect(liveToast({ type: 'notes', sessionId: 's1' })).toMatchObject({ title: 'Your kliinic notes are ready', link: { label: 'Read them', to: '/member/kliinics' } });
    expect(liveToast({ type: 'booking', sessionId: 's1', bookingId: 'b1' })).toBeNull();
  });

  it('tries again after 1, 2, 4, 8 and 16 s, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
