/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Comment, CreatedComment, Discussion } from '@kiin/contracts';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { pageHeading, renderApp } from '../../testing/render';

// Replying to a discussion on the real store: the form's count, the post, its toast, and the
// comments asked for again because the post invalidated them; the failure while a reply is on
// its way (a `page.route` hold in the browser before) is made here.
const discussion: Discussion = {
  id: '00000000-0000-4000-8000-0000000000d1',
  title: 'Finding a routine that works',
  content: 'What does your morning look like?',
  contentHtml: '<p>What does your morning look like?</p>',
  isPremiumOnly: false,
  createdAt: '2026-11-20T00:00:00.000Z',
  views: 3,
  commentCount: 0,
  author: { displayName: 'Anonymous User', isYou: false },
  status: 'published',
};
let comments: Comment[];
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /discussions/:id', discussion),
  answer('GET /discussions/:id/comments', () => ({ items: comments, nextCursor: null })),
  answer('POST /discussions/:id/comments', ({ body }): CreatedComment => {
    const content = (body as { content: string }).content;
    const comment: Comment = {
      id: `c${comments.length + 1}`,
      discussionId: discussion.id,
      content,
      contentHtml: `<p>${content}</p>`,
      createdAt: new Date().toISOString(),
      author: { displayName: 'You', isYou: true },
      status: 'published',
    };
    comments = [...comments, comment];
    return { comment, status: 'published', notice: null, showCrisisCard: false, crisisFamilies: [] };
  }),
);
beforeEach(() => {
  comments = [];
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const type = async (element: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
};
const postButton = () => screen.getByRole('button', { name: 'Post' });

async function openReply() {
  renderApp({ route: `/community/${discussion.id}` });
  await pageHeading(discussion.title);
  await click(await screen.findByRole('button', { name: 'Reply' }));
  return screen.getByLabelText('Your reply');
}

describe('replying to a discussion', () => {
  it('counts what is missing, posts, says Comment posted, closes the box and shows the comment as yours', async () => {
    const box = await openReply();
    expect(box.getAttribute('rows')).toBe('5');
    expect(postButton().hasAttribute('disabled')).toBe(true);
    await type(box, '  Thanks  ');
    expect(screen.getByText('Please enter at least 10 characters (4 more needed)')).toBeTruthy();
    expect(postButton().hasAttribute('disabled')).toBe(true);
    await type(box, 'Thank you for sharing this');
    await click(postButton());
    expect(within(await screen.findByTestId('toast')).getByText('Comment posted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Your reply')).toBeNull());
    // The comments were asked for again: the new one is there, marked as the reader's.
    const mine = (await screen.findByText('Thank you for sharing this')).closest('li')!;
    expect(within(mine as HTMLElement).getByText('You')).toBeTruthy();
  });

  it('holds Post while the reply is on its way, so a second tap sends nothing twice, and says when it failed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    gateway.use(
      answer('POST /discussions/:id/comments', async () => {
        posts += 1;
        await held;
        return failure(500, 'boom');
      }),
    );
    const box = await openReply();
    await type(box, 'This one will not go through');
    await click(postButton());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Post/ }).hasAttribute('disabled')).toBe(true));
    await click(screen.getByRole('button', { name: /^Post/ }));
    await act(async () => release());
    expect(within(await screen.findByTestId('toast')).getByText('Failed to post comment, Please try again later.')).toBeTruthy();
    expect(posts).toBe(1);
    // What the member wrote is still in the box, to try again.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your reply').value).toBe('This one will not go through');
  });
});
