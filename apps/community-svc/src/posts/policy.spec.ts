import { communityMessages } from '@kiin/contracts';
import { decidePosting, type PostingFacts } from './policy';

const now = new Date('2026-11-23T10:00:00Z');
const trusted: PostingFacts = {
  isStaff: false,
  approvedPosts: 2,
  firstPostAt: new Date('2026-10-01T00:00:00Z'),
  postsLastHour: 0,
  now,
  watched: null,
  crisis: false,
};

describe('posting rules', () => {
  it('a trusted member publishes at once, with nothing to review', () => {
    expect(decidePosting(trusted)).toEqual({ kind: 'accepted', status: 'published', notice: null, review: [], priority: false });
  });

  it("a new member's first two posts are held for review, with a notice saying so", () => {
    for (const approvedPosts of [0, 1]) {
      expect(decidePosting({ ...trusted, approvedPosts, firstPostAt: null })).toEqual({
        kind: 'accepted',
        status: 'held',
        notice: communityMessages.heldFirstPosts,
        review: ['new-member'],
        priority: false,
      });
    }
  });

  it('in the first day a member may post three times an hour; later the limit no longer applies', () => {
    const firstDay = { ...trusted, firstPostAt: new Date(now.getTime() - 2 * 3_600_000) };
    expect(decidePosting({ ...firstDay, postsLastHour: 2 }).kind).toBe('accepted');
    expect(decidePosting({ ...firstDay, postsLastHour: 3 })).toEqual({
      kind: 'rate-limited',
      message: 'New members can publish up to 3 posts an hour in their first day. Please try again a little later.',
    });
    expect(decidePosting({ ...trusted, postsLastHour: 10 }).kind).toBe('accepted');
  });

  it('staff are never held or limited', () => {
    expect(decidePosting({ ...trusted, isStaff: true, approvedPosts: 0, firstPostAt: null, postsLastHour: 9 })).toMatchObject({
      status: 'published',
    });
  });

  it('a blocked phrase refuses the post; hold holds it; flag publishes it and queues it', () => {
    expect(decidePosting({ ...trusted, watched: 'block' })).toEqual({ kind: 'blocked', message: communityMessages.blocked });
    expect(decidePosting({ ...trusted, watched: 'hold' })).toMatchObject({ status: 'held', notice: communityMessages.heldByPhrase, review: ['watched-phrase'] });
    expect(decidePosting({ ...trusted, watched: 'flag' })).toMatchObject({ status: 'published', notice: null, review: ['watched-phrase'] });
  });

  it('crisis language never blocks or holds: published, at the priority end of the queue', () => {
    expect(decidePosting({ ...trusted, crisis: true })).toEqual({
      kind: 'accepted',
      status: 'published',
      notice: null,
      review: ['crisis'],
      priority: true,
    });
    expect(decidePosting({ ...trusted, crisis: true, approvedPosts: 0 })).toMatchObject({ status: 'held', priority: true, review: ['crisis', 'new-member'] });
  });

  it('a post in crisis is never refused: blocked wording or the new-member limit hold it for a moderator, first in the queue', () => {
    expect(decidePosting({ ...trusted, crisis: true, watched: 'block' })).toEqual({
      kind: 'accepted',
      status: 'held',
      notice: communityMessages.heldByPhrase,
      review: ['crisis', 'watched-phrase'],
      priority: true,
    });
    const newcomerPastLimit = { ...trusted, approvedPosts: 0, firstPostAt: new Date(trusted.now.getTime() - 3_600_000), postsLastHour: 9 };
    expect(decidePosting({ ...newcomerPastLimit, crisis: false })).toMatchObject({ kind: 'rate-limited' });
    expect(decidePosting({ ...newcomerPastLimit, crisis: true })).toMatchObject({ kind: 'accepted', status: 'held', priority: true });
  });

  it('the hourly limit counts a crisis post too: past it, a crisis post is held with the card, not published or refused', () => {
    const approvedButFirstDay = { ...trusted, firstPostAt: new Date(now.getTime() - 2 * 3_600_000), postsLastHour: 3 };
    expect(decidePosting({ ...approvedButFirstDay, crisis: true })).toEqual({
      kind: 'accepted',
      status: 'held',
      notice: communityMessages.heldByPhrase,
      review: ['crisis'],
      priority: true,
    });
    expect(decidePosting({ ...approvedButFirstDay, postsLastHour: 2, crisis: true })).toMatchObject({ status: 'published', priority: true });
  });
});
