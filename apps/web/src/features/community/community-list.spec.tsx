/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DiscussionSummary, Page } from '@kiin/contracts';
import { aDiscussionSummary, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway, never } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /community asks the server for each page, each search and each tab; the view shows what it answers.
const first = Array.from({ length: 20 }, (_, i) => aDiscussionSummary(`Discussion ${i + 1}`));
const rest = Array.from({ length: 3 }, (_, i) => aDiscussionSummary(`Discussion ${i + 21}`));
/** The query strings the page asked `/api/discussions` with, in order. */
let asked: string[] = [];
const pages = ({ request }: { request: Request }): Page<DiscussionSummary> => {
  const search = new URL(request.url).searchParams;
  asked.push(search.toString());
  return search.get('cursor') === 'page-2' ? { items: rest, nextCursor: null } : { items: first, nextCursor: 'page-2' };
};
answerTheNetwork(answer('GET /auth/user', aMember()), answer('GET /discussions', pages));
beforeEach(() => {
  asked = [];
});

const list = () => within(screen.getByRole('region', { name: 'Discussions' }));
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('/community, a page at a time', () => {
  it('shows the first page at once; Show more adds the next, asked for by its cursor, and says how many came', async () => {
    renderApp({ route: '/community' });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    expect(asked).toEqual(['']);
    await click(list().getByRole('button', { name: 'Show more discussions' }));
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(23));
    expect(asked).toEqual(['', 'cursor=page-2']);
    expect(list().getAllByRole('article').at(-1)!.textContent).toContain('Discussion 23');
    await waitFor(() => expect(list().getByRole('status').textContent).toBe('3 more discussions loaded. All discussions are shown.'));
    expect(list().queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('heads the list "Discussions" at level 2, between the page heading and the discussion titles', async () => {
    renderApp({ route: '/community' });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    const levels = screen.getAllByRole('heading').map((h) => [Number(h.tagName.slice(1)), h.textContent]);
    expect(levels.slice(0, 3)).toEqual([
      [1, 'Community'],
      [2, 'Discussions'],
      [3, 'Discussion 1'],
    ]);
  });

  it('asks the server to search once typing pauses, and to filter by the tab', async () => {
    renderApp({ route: '/community' });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    const search = screen.getByPlaceholderText('Search discussions...');
    await act(async () => {
      for (const value of ['s', 'sl', 'sle', 'sleep ']) fireEvent.change(search, { target: { value } });
    });
    await waitFor(() => expect(asked).toContain('q=sleep'));
    expect(asked.filter((q) => q.startsWith('q='))).toEqual(['q=sleep']);
    await click(screen.getByRole('tab', { name: 'Premium' }));
    await waitFor(() => expect(asked).toContain('q=sleep&access=premium'));
  });

  it('shows five placeholders while the list loads, in place of the list', async () => {
    gateway.use(answer('GET /discussions', never));
    renderApp({ route: '/community' });
    const loading = await screen.findByTestId('discussion-placeholders');
    expect(within(loading).getAllByTestId('discussion-placeholder')).toHaveLength(5);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('shows each tab its own empty state, with the invitation to start a discussion on the first', async () => {
    gateway.use(answer('GET /discussions', { items: [], nextCursor: null }));
    renderApp({ route: '/community' });
    await screen.findByText('No discussions found');
    expect(screen.getByText('Be the first to start a discussion in our community!')).toBeTruthy();
    await click(screen.getByRole('tab', { name: 'Free' }));
    await screen.findByText('No free discussions found matching your criteria.');
    await click(screen.getByRole('tab', { name: 'Premium' }));
    await screen.findByText('No premium discussions found matching your criteria.');
  });

  it('says a search found nothing and suggests other words, without inviting a first post', async () => {
    gateway.use(answer('GET /discussions', { items: [], nextCursor: null }));
    renderApp({ route: '/community' });
    await screen.findByText('Be the first to start a discussion in our community!');
    fireEvent.change(screen.getByPlaceholderText('Search discussions...'), { target: { value: 'hoist' } });
    await screen.findByText('Nothing here matches “hoist”. Try fewer or different words.');
    expect(screen.getByText('No discussions found')).toBeTruthy();
    expect(screen.queryByText('Be the first to start a discussion in our community!')).toBeNull();
  });

  it('shows the empty state the server answers for a tab', async () => {
    gateway.use(answer('GET /discussions', { items: [], nextCursor: null }));
    renderApp({ route: '/community' });
    await screen.findByText('No discussions found');
    await click(screen.getByRole('tab', { name: 'Free' }));
    await screen.findByText('No free discussions found matching your criteria.');
  });

  it('keeps what is shown when the next page fails, and tries again from the same button', async () => {
    let fail = true;
    gateway.use(answer('GET /discussions', (call) => (new URL(call.request.url).searchParams.get('cursor') && fail ? failure(503, 'busy') : pages(call))));
    renderApp({ route: '/community' });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    await click(list().getByRole('button', { name: 'Show more discussions' }));
    await screen.findByText('The next discussions could not be loaded. Please try again.');
    expect(list().getAllByRole('article')).toHaveLength(20);
    fail = false;
    await click(list().getByRole('button', { name: 'Try again: show more discussions' }));
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(23));
  });
});
