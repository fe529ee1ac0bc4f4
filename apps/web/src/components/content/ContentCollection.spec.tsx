/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ContentItem } from '@kiin/contracts';
import { ContentCollection, type ContentCollectionProps } from './ContentCollection';

const marked: string[] = [];
jest.mock('./use-completion', () => ({
  useMarkComplete: () => ({
    markComplete: (item: ContentItem) => {
      marked.push(item.id);
      return Promise.resolve(false);
    },
    isMarking: false,
  }),
}));

const base: Omit<ContentItem, 'id' | 'title' | 'type'> = {
  description: 'A description.',
  isPremium: false,
  duration: null,
  imageUrl: null,
  contentUrl: null,
  reviewedBy: null,
  reviewedAt: null,
  sources: [],
  conditionIds: [],
  locked: false,
};
const article: ContentItem = { ...base, id: 'a1', title: 'Preparing for a specialist', type: 'article', duration: 7 };
const website: ContentItem = { ...base, id: 'w1', title: 'Carer Gateway', type: 'website', contentUrl: 'https://www.carergateway.gov.au/' };
const lockedBook: ContentItem = { ...base, id: 'b1', title: 'Being Mortal', type: 'book', isPremium: true, locked: true };

function renderCollection(props: Partial<ContentCollectionProps> = {}) {
  return render(
    <MemoryRouter>
      <ContentCollection items={[article, website, lockedBook]} view="grid" completedIds={new Set()} {...props} />
    </MemoryRouter>,
  );
}

const itemOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

beforeEach(() => (marked.length = 0));

describe('ContentCollection', () => {
  it('shows six busy placeholders while loading', () => {
    renderCollection({ loading: true });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.children).toHaveLength(6);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });

  it('gives every item one h3 and a named link', () => {
    renderCollection();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Preparing for a specialist',
      'Carer Gateway',
      'Being Mortal',
    ]);
    expect(within(itemOf('Preparing for a specialist')).getByRole('link', { name: 'Read article: Preparing for a specialist' }).getAttribute('href')).toBe(
      '/content/article/a1',
    );
    const visit = within(itemOf('Carer Gateway')).getByRole('link', { name: 'Visit site: Carer Gateway (opens in a new tab)' });
    expect(visit.getAttribute('href')).toBe('https://www.carergateway.gov.au/');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks premium items and sends a locked one to its page', () => {
    renderCollection();
    expect(within(itemOf('Being Mortal')).getByText('Premium')).toBeTruthy();
    expect(within(itemOf('Carer Gateway')).queryByText('Premium')).toBeNull();
    expect(within(itemOf('Being Mortal')).getByRole('link', { name: 'Find book: Being Mortal' }).getAttribute('href')).toBe('/content/book/b1');
  });

  it('shows Completed instead of Mark Complete for a completed item', () => {
    renderCollection({ completedIds: new Set(['a1']) });
    const done = itemOf('Preparing for a specialist');
    expect(within(done).getByText('Completed')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: /Mark Complete/ })).toBeNull();
  });

  it('offers Mark Complete only where completing makes sense: not on a website or a locked premium item', () => {
    renderCollection();
    fireEvent.click(within(itemOf('Preparing for a specialist')).getByRole('button', { name: 'Mark Complete: Preparing for a specialist' }));
    expect(marked).toEqual(['a1']);
    expect(within(itemOf('Carer Gateway')).queryByRole('button', { name: /Mark Complete/ })).toBeNull();
    expect(within(itemOf('Being Mortal')).queryByRole('button', { name: /Mark Complete/ })).toBeNull();
  });

  it('lists rows with short buttons and 10 min when the length is unknown', () => {
    renderCollection({ view: 'list' });
    expect(within(itemOf('Carer Gateway')).getByText('10 min')).toBeTruthy();
    expect(within(itemOf('Preparing for a specialist')).getByText('7 min')).toBeTruthy();
    expect(within(itemOf('Preparing for a specialist')).getByRole('link', { name: 'Read: Preparing for a specialist' })).toBeTruthy();
    expect(within(itemOf('Carer Gateway')).getByRole('link', { name: 'View: Carer Gateway (opens in a new tab)' })).toBeTruthy();
  });

  it('says so when there is nothing, or shows what it is given', () => {
    const { rerender } = renderCollection({ items: [] });
    expect(screen.getByText('No content found matching your criteria.')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <ContentCollection items={[]} view="grid" completedIds={new Set()} empty={<p>Coming Soon</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Coming Soon')).toBeTruthy();
    expect(screen.queryByText('No content found matching your criteria.')).toBeNull();
  });
});
