/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../../testing/axe';
import { aContentItem } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { pageHeading, renderApp } from '../../testing/render';

// /content/{type}/{id} when the item cannot be shown: the gateway's 400, 404 and 503 are made
// here (in the browser the 503 was a `page.route` interception); the retry is RTK Query's refetch.
const item = aContentItem('Understanding respite care');
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /content/type/:type', []),
  answer('GET /kiinbox', { items: [], nextCursor: null }),
);

const failedText = 'Failed to load content. Please try again later.';

describe('Content Not Found', () => {
  it.each([
    ['a malformed id (400)', '12', failure(400, 'id must be a UUID')],
    ['an unknown id (404)', '00000000-0000-4000-8000-000000000000', failure(404, 'Content not found')],
  ])('%s explains and offers a way back', async (_label, id, answered) => {
    gateway.use(answer('GET /content/:id', answered));
    renderApp({ route: `/content/article/${id}` });
    await pageHeading('Content Not Found');
    await waitFor(() => expect(document.title).toBe('Content Not Found · Kiin'));
    expect(screen.queryByText(failedText)).toBeNull();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Browse educational resources' }).getAttribute('href')).toBe('/resources?tab=educational');
    expect(main.getByRole('link', { name: 'Health conditions' }).getAttribute('href')).toBe('/conditions');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a server failure says so, without the server’s status and words, and Try again shows the item once it answers', async () => {
    let down = true;
    gateway.use(answer('GET /content/:id', () => (down ? failure(503, 'Content is unavailable') : item)));
    renderApp({ route: `/content/article/${item.id}` });
    await pageHeading('Content Not Found');
    expect(screen.getByText(failedText)).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toMatch(/503|Content is unavailable/);
    expect(await seriousViolations()).toEqual([]);
    down = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await pageHeading(item.title);
    expect(screen.queryByText(failedText)).toBeNull();
  });
});
