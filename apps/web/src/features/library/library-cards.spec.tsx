/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentItem, ContentType } from '@kiin/contracts';
import { aContentItem } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { locationNow, renderApp } from '../../testing/render';
import { actionLabels } from '../../testing/content-labels';

// The library's cards for a visitor, on a catalogue made here: how each names its action, which
// are marked premium, where each leads, and the list layout. In the browser these read the seed.
const item = (title: string, type: ContentType, extra: Partial<ContentItem> = {}) => aContentItem(title, { type, ...extra });
const article = item('Understanding fatigue', 'article');
const bookOnline = item('The pain handbook', 'book', { contentUrl: 'https://books.example.org/pain-handbook', duration: null });
const bookInPrint = item('Caring at home', 'book', { contentUrl: null, duration: null });
const video = item('Gentle stretching', 'video', { contentUrl: 'https://www.youtube.com/watch?v=abcdefghijk', duration: 12 });
const podcast = item('Voices of recovery', 'podcast', { duration: null });
const course = item('Carer skills', 'course', { duration: 90 });
const website = item('Health Direct', 'website', { contentUrl: 'https://www.healthdirect.gov.au/' });
const locked = item('Planning for a hospital stay', 'article', { isPremium: true, locked: true, body: null });
const catalogue = [article, bookOnline, bookInPrint, video, podcast, course, website, locked];

answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /content/free', catalogue),
  answer('GET /support-services', []),
);

const listLabels: Record<ContentType, string> = { article: 'Read', book: 'Read', video: 'Watch', podcast: 'Listen', course: 'View', website: 'View' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link named `<words>: <title>`, the way the cards name them for screen readers. */
const named = (words: string, title: string) => new RegExp(`^${escape(words)}: ${escape(title)}`);
const card = (entry: ContentItem) =>
  within(within(document.querySelector<HTMLElement>('#library-panel')!).getByRole('heading', { level: 3, name: entry.title }).closest('li')!);
const action = (entry: ContentItem, words = actionLabels[entry.type]) => card(entry).getByRole('link', { name: named(words, entry.title) });

async function openLibrary(route = '/resources?tab=educational') {
  renderApp({ route });
  await waitFor(() => expect(document.querySelectorAll('#library-panel h3')).toHaveLength(catalogue.length));
}

describe('library cards', () => {
  it('name their main action by type', async () => {
    await openLibrary();
    for (const entry of [article, bookInPrint, video, podcast, course, website]) expect(action(entry)).toBeTruthy();
  });

  it('mark premium items and only those; a withheld one leads to its page in Kiin', async () => {
    await openLibrary();
    expect(card(locked).getByText('Premium')).toBeTruthy();
    for (const entry of catalogue.filter((e) => !e.isPremium)) expect(card(entry).queryByText('Premium')).toBeNull();
    const link = action(locked);
    expect(link.getAttribute('href')).toBe(`/content/article/${locked.id}`);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('open books and websites with an address in a new tab, saying so, and other items in Kiin', async () => {
    await openLibrary();
    for (const entry of [bookOnline, website]) {
      const link = action(entry);
      expect(link.getAttribute('href')).toBe(new URL(entry.contentUrl!).href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(card(entry).getByRole('link', { name: `${actionLabels[entry.type]}: ${entry.title} (opens in a new tab)` })).toBeTruthy();
    }
    for (const entry of [bookInPrint, video, article]) {
      const link = action(entry);
      expect(link.getAttribute('href')).toBe(`/content/${entry.type}/${entry.id}`);
      expect(link.getAttribute('target')).toBeNull();
    }
  });

  it('in the list view, have short buttons and 10 min when the length is unknown, and the address keeps the view', async () => {
    await openLibrary();
    expect(card(podcast).queryByText('10 min')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    });
    await waitFor(() => expect(new URLSearchParams(locationNow().split('?')[1]).get('view')).toBe('list'));
    expect(screen.getByRole('button', { name: 'List view', pressed: true })).toBeTruthy();
    expect(card(podcast).getByText('10 min')).toBeTruthy();
    expect(card(video).getByText('12 min')).toBeTruthy();
    expect(card(podcast).queryByText(podcast.description)).toBeNull();
    for (const entry of [article, bookInPrint, video, podcast, course, website]) expect(action(entry, listLabels[entry.type])).toBeTruthy();
  });

  it('open in the list view from a shared address', async () => {
    await openLibrary('/resources?tab=educational&view=list');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(card(podcast).getByText('10 min')).toBeTruthy();
  });
});
