/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page, ReviewItem } from '@kiin/contracts';
import { aMember, aReviewItem } from '../../testing/fixtures';
import { answer, answerTheNetwork, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /community/moderation asks the server for the queue a page at a time; a decision reads it again.
let open: ReviewItem[] = [];
/** The query strings the page asked `/api/moderation/queue` with, in order. */
let asked: string[] = [];
const queue = ({ request }: { request: Request }): Page<ReviewItem> => {
  const search = new URL(request.url).searchParams;
  asked.push(search.toString());
  return search.get('cursor') === 'page-2' ? { items: open.slice(20), nextCursor: null } : { items: open.slice(0, 20), nextCursor: open.length > 20 ? 'page-2' : null };
};
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /auth/access', { permissions: ['community.moderate'] }),
  answer('GET /moderation/queue', queue),
  answer('GET /moderation/phrases', []),
);
beforeEach(() => {
  open = Array.from({ length: 22 }, (_, i) => aReviewItem(`Held post ${i + 1}`, i === 0 ? { priority: true, reasons: ['crisis'], postStatus: 'published' } : {}));
  asked = [];
});

const list = () => within(screen.getByRole('region', { name: 'Review queue' }));
const cards = () => list().getAllByRole('listitem').filter((li) => li.hasAttribute('data-list-item'));
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('/community/moderation, a page at a time', () => {
  it('shows the first 20, crisis first; Show more asks for the next by its cursor and says how many came', async () => {
    renderApp({ route: '/community/moderation' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(cards()[0].getAttribute('aria-label')).toBe('Priority: discussion in Held post 1');
    await click(list().getByRole('button', { name: 'Show more posts to review' }));
    await waitFor(() => expect(cards()).toHaveLength(22));
    expect(asked).toEqual(['', 'cursor=page-2']);
    await waitFor(() => expect(list().getByRole('status').textContent).toBe('2 more posts to review loaded. All posts to review are shown.'));
  });

  it('a decision is saved and the queue read again without the post decided', async () => {
    let decided: unknown;
    gateway.use(
      answer('POST /moderation/reviews/:id', ({ params, body }) => {
        decided = { id: params.id, body };
        open = open.filter((r) => r.id !== params.id);
        return { status: 'done' as const };
      }),
    );
    const target = open[1];
    renderApp({ route: '/community/moderation' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const second = cards()[1];
    fireEvent.change(within(second).getByLabelText('Note for the author (optional)'), { target: { value: 'Welcome' } });
    await click(within(second).getByRole('button', { name: 'Keep' }));
    await screen.findByText('Post kept');
    expect(decided).toEqual({ id: target.id, body: { decision: 'keep', note: 'Welcome' } });
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).not.toContain('discussion in Held post 2'));
  });

  it('says there is nothing to review when the queue is empty', async () => {
    gateway.use(answer('GET /moderation/queue', { items: [], nextCursor: null }));
    renderApp({ route: '/community/moderation' });
    await screen.findByText('Nothing to review. Thank you for looking after the community.');
  });
});
