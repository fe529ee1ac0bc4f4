/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentItem, ContentType } from '@kiin/contracts';
import { aContentItem } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { locationNow, renderApp } from '../../testing/render';

// The library's view behaviour (tabs, layout, search, counts, empty states, labels) on a
// catalogue made here; the browser keeps what needs the real product and layout.
const catalogue: ContentItem[] = [
  aContentItem('Understanding fatigue', { type: 'article', description: 'Why tiredness lingers and what helps.' }),
  aContentItem('The pain handbook', { type: 'book', description: 'A practical companion for flare days.', duration: null }),
  aContentItem('Gentle stretching', { type: 'video', description: 'Ten minutes of movement for stiff joints.' }),
  aContentItem('Caring together (series)', { type: 'video', description: 'Carers talk about their week.' }),
  aContentItem('Voices of recovery', { type: 'podcast', description: 'Conversations about rehabilitation.' }),
  aContentItem('Health Direct', { type: 'website', description: 'Government health information line.', contentUrl: 'https://www.healthdirect.gov.au' }),
];
const tabs: { label: string; types: ContentType[] }[] = [
  { label: 'All', types: ['article', 'book', 'video', 'podcast', 'course', 'website'] },
  { label: 'Articles and Books', types: ['article', 'book'] },
  { label: 'Videos', types: ['video'] },
  { label: 'Podcasts', types: ['podcast'] },
  { label: 'Websites', types: ['website'] },
];
const educational = '/resources?tab=educational';

answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /content/free', catalogue),
  answer('GET /support-services', []),
);

const panel = () => document.querySelector<HTMLElement>('#library-panel')!;
const titles = () => within(panel()).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const countShown = () => screen.getAllByRole('status').find((s) => /^\d+ items?$/.test(s.textContent ?? ''))?.textContent;
const selectedTab = () => within(screen.getByRole('tablist', { name: 'Content type' })).getByRole('tab', { selected: true }).textContent;
const tab = (label: string) => within(screen.getByRole('tablist', { name: 'Content type' })).getByRole('tab', { name: label });
const search = () => screen.getByRole('searchbox', { name: 'Search content' });
const matches = (item: ContentItem, q: string) =>
  item.title.toLowerCase().includes(q.toLowerCase()) || item.description.toLowerCase().includes(q.toLowerCase());

async function openLibrary(route = educational) {
  renderApp({ route });
  await waitFor(() => expect(countShown()).toBeDefined());
}
async function expectShown(items: ContentItem[]) {
  await waitFor(() => expect(titles()).toEqual(items.map((i) => i.title)));
  expect(countShown()).toBe(`${items.length} ${items.length === 1 ? 'item' : 'items'}`);
}
const act_ = async (run: () => void) => {
  await act(async () => run());
};
const typeSearch = (value: string) => act_(() => fireEvent.change(search(), { target: { value } }));

describe('the educational tab of /resources', () => {
  it('shows every item as cards by default, with its count', async () => {
    await openLibrary();
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('false');
    expect(selectedTab()).toBe('All');
    await expectShown(catalogue);
    // Cards show the description.
    expect(within(panel()).getByText(catalogue[0].description)).toBeTruthy();
  });

  it('filters by each type tab', async () => {
    await openLibrary();
    for (const { label, types } of tabs) {
      await act_(() => fireEvent.click(tab(label)));
      await waitFor(() => expect(selectedTab()).toBe(label));
      await expectShown(catalogue.filter((item) => types.includes(item.type)));
    }
  });

  it('searches titles and descriptions, whatever the case', async () => {
    await openLibrary();
    // A word from a description that no title contains.
    await typeSearch('TIREDNESS');
    await expectShown(catalogue.filter((item) => matches(item, 'tiredness')));
    expect(titles()).toEqual(['Understanding fatigue']);

    await typeSearch('entle str');
    await expectShown(catalogue.filter((item) => matches(item, 'entle str')));
    await waitFor(() => expect(new URLSearchParams(locationNow().split('?')[1]).get('q')).toBe('entle str'));
  });

  it('says when nothing matches', async () => {
    await openLibrary();
    await typeSearch('zzqx nothing like this');
    await screen.findByText('No content found matching your criteria.');
    expect(countShown()).toBe('0 items');
    expect(titles()).toEqual([]);
  });

  it('shows Coming Soon on an empty Courses tab', async () => {
    await openLibrary();
    // A search that finds something, but no course.
    await typeSearch('Health Direct');
    await act_(() => fireEvent.click(tab('Courses')));
    await within(panel()).findByRole('heading', { name: 'Coming Soon' });
    expect(screen.getByText("We're working on bringing you amazing courses. Stay tuned!")).toBeTruthy();
    expect(screen.queryByText('No content found matching your criteria.')).toBeNull();
    // The same search on another empty tab is not about courses.
    await act_(() => fireEvent.click(tab('Podcasts')));
    await screen.findByText('No content found matching your criteria.');
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it('opens a shared link with its search, tab and layout', async () => {
    const term = 'Gentle';
    await openLibrary(`${educational}&type=video&view=list&q=${encodeURIComponent(term)}`);
    expect((search() as HTMLInputElement).value).toBe(term);
    expect(selectedTab()).toBe('Videos');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    await expectShown(catalogue.filter((item) => item.type === 'video' && matches(item, term)));
  });
});

describe('cards', () => {
  it('offer the trailer of a film or series', async () => {
    await openLibrary();
    const series = 'Caring together (series)';
    const card = within(panel()).getByRole('heading', { level: 3, name: series }).closest('li')!;
    expect(within(card as HTMLElement).getByRole('link', { name: /^Watch trailer: Caring together \(series\)/ })).toBeTruthy();
    expect(within(card as HTMLElement).queryByRole('link', { name: /^Watch video/ })).toBeNull();
  });
});
