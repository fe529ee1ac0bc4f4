import { kiinboxMessages } from '@kiin/contracts';
import { dailyQuestionLimit, decideAsking, inQueueOrder, queueRank } from './policy';

describe('kiinbox daily limit', () => {
  it('lets a free member ask 2 questions a day and a premium member 10', () => {
    expect(dailyQuestionLimit(false)).toBe(2);
    expect(dailyQuestionLimit(true)).toBe(10);
    expect(decideAsking({ premium: false, askedToday: 1, crisis: false })).toEqual({ kind: 'accepted', status: 'pending' });
    expect(decideAsking({ premium: true, askedToday: 9, crisis: false })).toEqual({ kind: 'accepted', status: 'pending' });
  });

  it('refuses the next question with words that say the limit and when to come back', () => {
    expect(decideAsking({ premium: false, askedToday: 2, crisis: false })).toEqual({ kind: 'refused', message: kiinboxMessages.dailyLimit(2, false) });
    expect(kiinboxMessages.dailyLimit(2, false)).toBe(
      'You have asked 2 questions today, the most a free member can ask in a day (premium members can ask 10). You can ask again tomorrow.',
    );
    expect(decideAsking({ premium: true, askedToday: 10, crisis: false })).toMatchObject({ kind: 'refused', message: expect.stringContaining('You have asked 10 questions today') });
  });

  it('never refuses a question that tells of danger: it is held for a moderator, past the limit or not', () => {
    expect(decideAsking({ premium: false, askedToday: 0, crisis: true })).toEqual({ kind: 'accepted', status: 'held' });
    expect(decideAsking({ premium: false, askedToday: 5, crisis: true })).toEqual({ kind: 'accepted', status: 'held' });
  });
});

describe('kiinbox queue order (fair share)', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const q = (id: string, premium: boolean, waitedHours: number) => ({ id, premium, askedAt: hoursAgo(waitedHours) });

  it('puts premium questions first, oldest first, then free ones, oldest first', () => {
    const order = inQueueOrder([q('free-new', false, 1), q('premium-new', true, 2), q('free-old', false, 30), q('premium-old', true, 40)], now);
    expect(order.map((x) => x.id)).toEqual(['premium-old', 'premium-new', 'free-old', 'free-new']);
  });

  it('lifts a free question waiting more than 48 hours above every other, premium included', () => {
    const order = inQueueOrder([q('premium-older', true, 100), q('free-49h', false, 49), q('free-72h', false, 72), q('free-47h', false, 47)], now);
    expect(order.map((x) => x.id)).toEqual(['free-72h', 'free-49h', 'premium-older', 'free-47h']);
  });

  it('counts exactly 48 hours as not yet past the wait', () => {
    expect(queueRank(q('x', false, 48), now)).toBe(2);
    expect(queueRank(q('x', false, 48.001), now)).toBe(0);
    expect(queueRank(q('x', true, 500), now)).toBe(1);
  });

  it('orders questions of the same instant by id, so pages never repeat or skip one', () => {
    const order = inQueueOrder([q('b', true, 5), q('a', true, 5)], now);
    expect(order.map((x) => x.id)).toEqual(['a', 'b']);
  });
});
