/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// Who is offered what in the community: the sign-in prompt, the premium-only switch, and a
// discussion that does not exist. (Posting itself is a browser journey.)
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /discussions/:id', failure(404, 'Discussion not found')),
);

describe('the community', () => {
  it('/community/new asks visitors to sign in', async () => {
    renderApp({ route: '/community/new' });
    expect(await screen.findByText('Please sign in to participate in the community.')).toBeTruthy();
    expect(screen.queryByLabelText('Your discussion')).toBeNull();
  });

  it.each([
    ['premium members the premium-only switch', true, 1],
    ['free members no premium-only switch', false, 0],
  ] as const)('/community/new offers %s', async (_offer, isPremium, times) => {
    gateway.use(answer('GET /auth/user', aMember({ isPremium })));
    renderApp({ route: '/community/new' });
    await screen.findByLabelText('Your discussion');
    expect(screen.queryAllByLabelText('Premium members only')).toHaveLength(times);
  });

  it('a discussion that does not exist says Discussion not found', async () => {
    renderApp({ route: '/community/00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByRole('heading', { name: 'Discussion not found' })).toBeTruthy();
  });
});
