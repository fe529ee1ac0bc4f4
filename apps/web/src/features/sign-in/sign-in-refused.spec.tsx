/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { identityMessages } from '@kiin/contracts';
import { answer, answerTheNetwork, failure, recordCalls } from '../../testing/network';
import { renderApp } from '../../testing/render';

// Forms that refuse before or after the gateway answers: the sign-in form shows the gateway's
// words for wrong credentials (the gateway's 401 is an API test), and the waitlist asks for what
// is missing without sending anything.
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('POST /auth/sign-in', failure(401, identityMessages.invalidCredentials)),
  answer('POST /waitlist', { message: 'Thanks for joining the waitlist.' }),
);

describe('forms that refuse', () => {
  it('the sign-in form shows the gateway’s message when the password is wrong', async () => {
    renderApp({ route: '/sign-in' });
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await act(async () => {
      fireEvent.change(form.getByLabelText(/Email/), { target: { value: 'nobody@example.com' } });
      fireEvent.change(form.getByLabelText(/Password/), { target: { value: 'not the password' } });
    });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Sign in' }));
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toContain(identityMessages.invalidCredentials);
  });

  it('the waitlist asks for a name and an email address before sending anything', async () => {
    const calls = recordCalls();
    renderApp({ route: '/waitlist' });
    await screen.findByRole('button', { name: 'Join the waitlist' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    });
    const summary = within(await screen.findByRole('alert'));
    expect(summary.getByText('Please enter your name.')).toBeTruthy();
    expect(summary.getByText('Please enter your email address.')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
