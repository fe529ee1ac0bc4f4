/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { identityMessages } from '@kiin/contracts';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { pageHeading, renderApp } from '../../testing/render';

answerTheNetwork(answer('GET /auth/user', failure(401, 'Unauthorized')));

async function submitNewPassword() {
  renderApp({ route: '/reset-password?token=abc123' });
  await pageHeading('Choose a new password');
  fireEvent.change(await screen.findByLabelText(/New password/), { target: { value: 'a-long-new-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
}

describe('a reset link that no longer works', () => {
  it('hides the form and offers to ask for a new link', async () => {
    gateway.use(answer('POST /auth/reset-password', failure(400, identityMessages.resetLinkInvalid)));
    await submitNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(identityMessages.resetLinkInvalid);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/sign-in?forgot=1');
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).toBeNull();
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it('keeps the form for any other failure, so the reader can try again', async () => {
    gateway.use(answer('POST /auth/reset-password', failure(503, 'Service Unavailable')));
    await submitNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service Unavailable');
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
  });
});
