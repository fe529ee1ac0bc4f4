/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentItem } from '@kiin/contracts';
import { aContentItem, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { locationNow, pageHeading, renderApp } from '../../testing/render';

// One item's page on the real store, with items made here: where each kind of item leads, its
// address, and what a withheld premium item shows a visitor and a free member. (Players, whose
// size and the site's Content-Security-Policy matter, stay with Chromium.)
const outsideArticle = aContentItem('Caring and work', { contentUrl: 'https://www.carergateway.gov.au/work', body: null });
const podcast = aContentItem('Voices of recovery', { type: 'podcast', contentUrl: 'https://podcasts.example.org/voices', body: null });
const offlineBook = aContentItem('The pain handbook', { type: 'book', contentUrl: null, body: null });
const inHouse = aContentItem('Understanding respite care');
const locked = aContentItem('Planning for a hospital stay', { isPremium: true, locked: true, body: null });
const items = [outsideArticle, podcast, offlineBook, inHouse, locked];

const visitor = answer('GET /auth/user', failure(401, 'Unauthorized'));
answerTheNetwork(
  visitor,
  answer('GET /content/:id', ({ params }) => items.find((i) => i.id === params.id) ?? failure(404, 'Content not found')),
  answer('GET /content/type/:type', []),
  answer('GET /users/completed-content', []),
  answer('GET /kiinbox', { items: [], nextCursor: null }),
);

const article = (item: ContentItem) => within(screen.getByRole('article', { name: item.title }));
async function open(item: ContentItem, route = `/content/${item.type}/${item.id}`) {
  renderApp({ route });
  await pageHeading(item.title);
}

describe('an item’s page', () => {
  it('takes its canonical address when the address names another type', async () => {
    await open(inHouse, `/content/video/${inHouse.id}`);
    await waitFor(() => expect(locationNow()).toBe(`/content/article/${inHouse.id}`));
  });

  it('an article on another site links to it in a new tab, naming the site', async () => {
    await open(outsideArticle);
    const link = screen.getByRole('link', { name: /^Read the article on carergateway\.gov\.au/ });
    expect(link.getAttribute('href')).toBe(outsideArticle.contentUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a podcast without a Spotify address offers Listen on its own site, with no player', async () => {
    await open(podcast);
    const listen = screen.getByRole('link', { name: /^Listen on / });
    expect(listen.getAttribute('href')).toBe(podcast.contentUrl);
    expect(listen.getAttribute('target')).toBe('_blank');
    expect(listen.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('article', { name: podcast.title }).querySelector('iframe')).toBeNull();
  });

  it('a book with no online copy says where to find it', async () => {
    await open(offlineBook);
    expect(article(offlineBook).getByText(/Ask for it at your local library or bookshop/)).toBeTruthy();
  });
});

describe('a withheld premium item', () => {
  it('shows a visitor the teaser, Premium and a Sign in that returns here, and no content or Mark Complete', async () => {
    await open(locked);
    expect(article(locked).getByText(locked.description)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'About this resource' })).getByText('Premium')).toBeTruthy();
    const gate = within(screen.getByRole('region', { name: 'Premium content' }));
    expect(gate.queryByRole('link', { name: 'Upgrade to premium' })).toBeNull();
    const signIn = gate.getByRole('link', { name: 'Sign in' });
    expect(new URL(signIn.getAttribute('href')!, 'http://kiin.test').searchParams.get('returnTo')).toBe(`/content/article/${locked.id}`);
    expect(signIn.getAttribute('href')).toMatch(/^\/api\/login/);
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });

  it('offers a signed-in free member an upgrade, and no Sign in or Mark Complete', async () => {
    gateway.use(answer('GET /auth/user', aMember()));
    await open(locked);
    const gate = within(await screen.findByRole('region', { name: 'Premium content' }));
    await waitFor(() => expect(gate.getByRole('link', { name: 'Upgrade to premium' }).getAttribute('href')).toBe('/join'));
    expect(gate.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });
});

describe('kiinbox answers that point to an item', () => {
  const question = { id: '3f9d2c1e-8a4b-4c6d-9e7f-1a2b3c4d5e6f', topic: 'daily-care' as const, questionExcerpt: 'How do I take a break without feeling guilty?', answerExcerpt: 'Plan it.', answeredAt: '2026-11-28T09:00:00.000Z' };

  it('names the members’ questions an expert answered with it, asking for this item only', async () => {
    const asked: string[] = [];
    gateway.use(
      answer('GET /kiinbox', ({ request }) => {
        asked.push(new URL(request.url).search);
        return { items: [question], nextCursor: null };
      }),
    );
    await open(inHouse);
    const section = within(await screen.findByRole('region', { name: 'Questions answered with this' }));
    expect(section.getByRole('link', { name: question.questionExcerpt }).getAttribute('href')).toBe(`/kiinbox/${question.id}`);
    expect(section.getByRole('link', { name: 'More questions in kiinbox' }).getAttribute('href')).toBe('/kiinbox');
    expect(asked).toEqual([`?libraryItem=${inHouse.id}&limit=3`]);
  });

  it('leaves the section out when no answer points here', async () => {
    await open(inHouse);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Related content' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Questions answered with this' })).toBeNull();
  });
});
