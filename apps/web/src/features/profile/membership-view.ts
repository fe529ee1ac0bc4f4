import type { Membership } from '@kiin/contracts';

/**
 * What the membership section shows. Billing knows the subscription; identity's `isPremium`
 * also covers premium that the Kiin team granted without one.
 */
export type MembershipView =
  | { kind: 'free'; endedAt: string | null }
  | { kind: 'active'; planName: string; priceLabel: string; renewsAt: string | null }
  | { kind: 'ending'; planName: string; priceLabel: string; endsAt: string | null }
  | { kind: 'past-due'; planName: string; priceLabel: string; renewsAt: string | null }
  | { kind: 'granted' };

const fallbackPlanName = 'Monthly Membership';

export function membershipView(membership: Membership, isPremium: boolean): MembershipView {
  const planName = membership.planName ?? fallbackPlanName;
  const priceLabel = membership.priceLabel ?? '';
  switch (membership.status) {
    case 'active':
      return { kind: 'active', planName, priceLabel, renewsAt: membership.renewsAt };
    case 'ending':
      return { kind: 'ending', planName, priceLabel, endsAt: membership.endsAt };
    case 'past_due':
      return { kind: 'past-due', planName, priceLabel, renewsAt: membership.renewsAt };
    case 'none':
    case 'ended':
      if (isPremium) return { kind: 'granted' };
      return { kind: 'free', endedAt: membership.status === 'ended' ? membership.endsAt : null };
  }
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Cents as Australians read a price: `$24.00`. */
export const formatAud = (cents: number): string => aud.format(cents / 100);
