/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page, PublicKiinboxSummary } from '@kiin/contracts';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderWithApp } from '../../testing/render';
import { aPublicQuestion } from './kiinbox-fixtures';
import KiinboxPage from './KiinboxPage';

// /kiinbox asks the server for each page, each search and each topic; the page shows what it answers.
const first = Array.from({ length: 20 }, (_, i) => aPublicQuestion(`Question ${i + 1}`));
const rest = [aPublicQuestion('Question 21'), aPublicQuestion('Question 22')];
let asked: string[] = [];
const pages = ({ request }: { request: Request }): Page<PublicKiinboxSummary> => {
  const search = new URL(request.url).searchParams;
  asked.push(search.toString());
  if (search.get('q')) return { items: [aPublicQuestion('How do I help Mum sleep?', { topic: 'daily-care' })], nextCursor: null };
  return search.get('cursor') === 'page-2' ? { items: rest, nextCursor: null } : { items: first, nextCursor: 'page-2' };
};
answerTheNetwork(answer('GET /auth/user', failure(401, 'Unauthorized')), answer('GET /kiinbox', pages));
beforeEach(() => {
  asked = [];
});

const list = () => within(screen.getByRole('region', { name: 'Answered questions' }));

describe('/kiinbox, the public Q&A', () => {
  it('shows the first page at once, each linking to its question; Show more adds the next page by its cursor', async () => {
    renderWithApp(<KiinboxPage />, { route: '/kiinbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'kiinbox' })).toBeTruthy();
    expect(screen.getByText("Questions from members, answered by Kiin's experts. Names are never shown.")).toBeTruthy();
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    expect(list().getByRole('link', { name: 'Question 1' }).getAttribute('href')).toBe(`/kiinbox/${first[0].id}`);
    await act(async () => {
      fireEvent.click(list().getByRole('button', { name: 'Show more questions' }));
    });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(22));
    expect(asked).toEqual(['', 'cursor=page-2']);
    await waitFor(() => expect(list().getByRole('status').textContent).toBe('2 more questions loaded. All questions are shown.'));
    expect(list().queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('asks the server to search once typing pauses, and to filter by topic', async () => {
    renderWithApp(<KiinboxPage />, { route: '/kiinbox' });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    const search = screen.getByRole('searchbox', { name: 'Search questions and answers' });
    await act(async () => {
      for (const value of ['s', 'sl', 'sle', 'sleep ']) fireEvent.change(search, { target: { value } });
    });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(1));
    expect(asked.filter((q) => q.startsWith('q='))).toEqual(['q=sleep']);
    expect(list().getByRole('link', { name: 'How do I help Mum sleep?' })).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'medications' } });
    });
    await waitFor(() => expect(asked).toContain('q=sleep&topic=medications'));
  });

  it('says when nothing matches the search, and when there are no answers yet', async () => {
    gateway.use(answer('GET /kiinbox', { items: [], nextCursor: null }));
    renderWithApp(<KiinboxPage />, { route: '/kiinbox' });
    expect(await screen.findByText('No answered questions yet')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions and answers' }), { target: { value: 'respite' } });
    });
    expect(await screen.findByText('No questions found')).toBeTruthy();
    expect(screen.getByText(/Nothing answered yet matches “respite”/)).toBeTruthy();
  });

  it('offers a visitor to ask through sign-in, coming back to the question form', async () => {
    renderWithApp(<KiinboxPage />, { route: '/kiinbox' });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
    const ask = screen.getAllByRole('link', { name: 'Ask a question' })[0];
    expect(ask.getAttribute('href')).toBe('/api/login?returnTo=%2Fmember%2Fkiinbox');
  });

  it('says the list could not load, with a way to try again', async () => {
    gateway.use(answer('GET /kiinbox', failure(503, 'Service Unavailable')));
    renderWithApp(<KiinboxPage />, { route: '/kiinbox' });
    expect(await screen.findByText(/We could not load the answered questions/)).toBeTruthy();
    gateway.use(answer('GET /kiinbox', pages));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(list().getAllByRole('article')).toHaveLength(20));
  });
});
