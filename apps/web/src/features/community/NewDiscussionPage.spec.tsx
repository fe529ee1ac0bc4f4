/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { locationNow, renderApp } from '../../testing/render';

// /community/new when the gateway refuses the post (a `page.route` interception before).
answerTheNetwork(answer('GET /auth/user', aMember()));

const type = async (field: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
};
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('/community/new', () => {
  it('says Failed to create discussion when the server refuses', async () => {
    gateway.use(answer('POST /discussions', failure(500, 'boom')));
    renderApp({ route: '/community/new' });
    await type(await screen.findByLabelText('Your discussion'), 'A title here\nAnd some content to go with it');
    await click(screen.getByRole('button', { name: 'Post' }));
    await screen.findAllByText('Failed to create discussion');
    expect(locationNow()).toBe('/community/new');
  });
});
