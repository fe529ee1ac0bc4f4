/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentItem } from '@kiin/contracts';
import { aContentItem, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork } from '../../testing/network';
import { pageHeading, renderApp } from '../../testing/render';

// Where a signed-in free member is offered Mark Complete: on what can be completed, with one
// label, never on a website or a withheld premium item, on the cards (grid and list) and on an
// item's own page. The catalogue is made here.
const article = aContentItem('Understanding fatigue');
const website = aContentItem('Health Direct', { type: 'website', contentUrl: 'https://www.healthdirect.gov.au/', body: null });
const locked = aContentItem('Planning for a hospital stay', { isPremium: true, locked: true, body: null });
const catalogue = [article, website, locked];
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /content/free', catalogue),
  answer('GET /support-services', []),
  answer('GET /users/completed-content', []),
  answer('GET /content/:id', ({ params }) => catalogue.find((i) => i.id === params.id)!),
  answer('GET /content/type/:type', []),
  answer('GET /kiinbox', { items: [], nextCursor: null }),
);

const card = (item: ContentItem) =>
  within(within(document.querySelector<HTMLElement>('#library-panel')!).getByRole('heading', { level: 3, name: item.title }).closest('li')!);
const markButtons = (item: ContentItem) => card(item).queryAllByRole('button', { name: /Mark Complete/i });

describe('Mark Complete for a member', () => {
  it('shows on library cards only where completing makes sense, with one label, in the grid and the list', async () => {
    renderApp({ route: '/resources?tab=educational' });
    const open = await screen.findByRole('button', { name: `Mark Complete: ${article.title}` });
    expect(open.textContent?.trim()).toBe('Mark Complete');
    expect(markButtons(website)).toEqual([]);
    expect(markButtons(locked)).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true'));
    expect(markButtons(website)).toEqual([]);
    expect(markButtons(locked)).toEqual([]);
    expect(screen.queryAllByRole('button', { name: /Mark complete/ })).toEqual([]);
  });

  it.each([
    ['an article', article, 1],
    ['a website', website, 0],
    ['a withheld premium item', locked, 0],
  ] as const)('on %s’s own page is offered %i time(s), labelled Mark Complete', async (_label, item, times) => {
    renderApp({ route: `/content/${item.type}/${item.id}` });
    await pageHeading(item.title);
    const own = within(screen.getByRole('article', { name: item.title }));
    await own.findByRole('button', { name: 'Share' });
    expect(own.queryAllByRole('button', { name: /Mark Complete/i })).toHaveLength(times);
    if (times) expect(own.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
  });
});
