import type { Discussion } from '@kiin/contracts';
import { filterDiscussions } from './community-filter';

const d = (id: string, title: string, content: string | null, isPremiumOnly = false) =>
  ({ id, title, content, isPremiumOnly }) as Discussion;

describe('discussion search and tabs', () => {
  const list = [d('1', 'Sleep tips', 'Broken nights'), d('2', 'Respite', null, true), d('3', 'Meals', 'easy SLEEP routine')];

  it('matches title and content, case-insensitively', () => {
    expect(filterDiscussions(list, 'all', 'sleep').map((x) => x.id)).toEqual(['1', '3']);
    expect(filterDiscussions(list, 'all', '  RESPITE ').map((x) => x.id)).toEqual(['2']);
  });

  it('the Free and Premium tabs split by premium-only', () => {
    expect(filterDiscussions(list, 'free', '').map((x) => x.id)).toEqual(['1', '3']);
    expect(filterDiscussions(list, 'premium', '').map((x) => x.id)).toEqual(['2']);
  });
});
