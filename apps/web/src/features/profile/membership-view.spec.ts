import type { Membership } from '@kiin/contracts';
import { formatAud, membershipView } from './membership-view';

const base: Membership = { status: 'none', planName: null, priceLabel: null, renewsAt: null, endsAt: null };
const plan = { planName: 'Monthly Membership', priceLabel: '$24/month' };

describe('membershipView', () => {
  it('a member who never subscribed is on the free membership', () => {
    expect(membershipView(base, false)).toEqual({ kind: 'free', endedAt: null });
  });

  it('an ended subscription is free again, and says when it ended', () => {
    const ended = { ...base, ...plan, status: 'ended', endsAt: '2025-10-01T00:00:00.000Z' } as const;
    expect(membershipView(ended, false)).toEqual({ kind: 'free', endedAt: '2025-10-01T00:00:00.000Z' });
  });

  it('an active subscription shows its plan, price and renewal', () => {
    const active = { ...base, ...plan, status: 'active', renewsAt: '2025-11-01T00:00:00.000Z' } as const;
    expect(membershipView(active, true)).toEqual({ kind: 'active', ...plan, renewsAt: '2025-11-01T00:00:00.000Z' });
  });

  it('a cancelled subscription runs until the end of the paid period', () => {
    const ending = { ...base, ...plan, status: 'ending', endsAt: '2025-11-01T00:00:00.000Z' } as const;
    expect(membershipView(ending, true)).toEqual({ kind: 'ending', ...plan, endsAt: '2025-11-01T00:00:00.000Z' });
  });

  it('a payment that did not go through is shown as such', () => {
    const late = { ...base, ...plan, status: 'past_due', renewsAt: '2025-11-01T00:00:00.000Z' } as const;
    expect(membershipView(late, true).kind).toBe('past-due');
  });

  it('premium without a subscription of the member’s own has nothing to cancel', () => {
    expect(membershipView(base, true)).toEqual({ kind: 'granted' });
  });
});

describe('formatAud', () => {
  it('writes cents as dollars and cents', () => {
    expect(formatAud(2400)).toBe('$24.00');
    expect(formatAud(218)).toBe('$2.18');
  });
});
