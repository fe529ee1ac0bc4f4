/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { aKliinicSession, aMember, catalogue } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /payment's session picker when the programme cannot be read, when nothing is open, and after a retry.
answerTheNetwork(
  answer('GET /auth/user', aMember({ firstName: 'Ana' })),
  answer('GET /plans', catalogue),
  answer('GET /billing/config', { mode: 'test', publishableKey: null }),
  answer('GET /kliinics/sessions', failure(503, 'Service Unavailable')),
);

describe('/payment: the sessions to book', () => {
  it('says the sessions could not be loaded (not that none are open) and shows them after Try again', async () => {
    renderApp({ route: '/payment' });
    await screen.findByText(/^We could not load the sessions\./);
    expect(screen.queryByText('No sessions are open for booking right now.')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Choose Single Kliinic/ }).disabled).toBe(true);

    gateway.use(answer('GET /kliinics/sessions', [aKliinicSession('Navigating the Healthcare System')]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect((await screen.findByRole('combobox', { name: 'Session' })).textContent).toContain('Navigating the Healthcare System');
    expect(screen.queryByText(/We could not load the sessions/)).toBeNull();
  });

  it('says so when the programme has no open session', async () => {
    gateway.use(answer('GET /kliinics/sessions', [aKliinicSession('Full', { full: true, seatsLeft: 0 })]));
    renderApp({ route: '/payment' });
    await screen.findByText('No sessions are open for booking right now.');
  });
});
