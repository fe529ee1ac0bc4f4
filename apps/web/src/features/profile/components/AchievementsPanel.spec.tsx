/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { badges, pointsRuleLines, type User, type UserBadge } from '@kiin/contracts';
import { AchievementsPanel } from './AchievementsPanel';

const server = { earned: [] as UserBadge[] };

jest.mock('../api/profile-api', () => ({
  // The server orders by threshold; the panel must not rely on it.
  useBadgesQuery: () => ({ data: [...badges].reverse(), isLoading: false }),
  useUserBadgesQuery: () => ({ data: server.earned, isLoading: false }),
}));

const member = (points: number) => ({ id: 'u1', firstName: 'Robin', lastName: 'Carer', email: 'r@example.com', points }) as unknown as User;
const badgeNames = () => within(screen.getByRole('region', { name: 'Badges' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  server.earned = [];
});

describe('the achievements tab', () => {
  it('for a new member: all seven badges locked in threshold order, Knowledge Seeker next at 5 of 25', () => {
    render(<AchievementsPanel user={member(5)} />);
    expect(badgeNames()).toEqual(badges.map((b) => b.name));
    expect(screen.getByText('You have earned 0 of 7 badges.')).toBeTruthy();
    expect(screen.getAllByText(/^Locked · \d+ points$/)).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2, name: 'Next badge: Knowledge Seeker' })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Knowledge Seeker' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(bar.getAttribute('aria-valuetext')).toBe('5 of 25 points');
    expect(screen.getByText('5 of 25 points')).toBeTruthy();
  });

  it('measures progress from the threshold below the next badge, and shows earned badges with their date', () => {
    server.earned = [{ badge: badges[0], earnedAt: '2025-09-26T03:00:00.000Z' }];
    render(<AchievementsPanel user={member(40)} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to Community Contributor' });
    // 25 → 50: 40 points is 60 % of the way.
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('40 of 50 points');
    expect(screen.getByText('Earned 26 Sept 2025', { exact: false })).toBeTruthy();
    expect(screen.getAllByText(/^Locked/)).toHaveLength(6);
    expect(screen.getByText('You have earned 1 of 7 badges.')).toBeTruthy();
  });

  it('says so when every badge is reached', () => {
    server.earned = badges.map((badge) => ({ badge, earnedAt: '2025-09-26T03:00:00.000Z' }));
    render(<AchievementsPanel user={member(1200)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Every badge reached' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains how points are earned, daily caps included', () => {
    render(<AchievementsPanel user={member(5)} />);
    const rules = screen.getByRole('region', { name: 'How to earn points' });
    expect(within(rules).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...pointsRuleLines]);
    expect(rules.textContent).toContain('a day');
  });
});
