/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { planCatalogue } from '@kiin/contracts';
import { aKliinicSession, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /payment's plan choice: the prices before the server's list arrives, a visitor's way to sign
// in, and what a premium member is told. The card step stays with Chromium.
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /plans', [...planCatalogue]),
  answer('GET /billing/config', { mode: 'test', publishableKey: null }),
  answer('GET /kliinics/sessions', [aKliinicSession('Navigating the Healthcare System')]),
);

describe('/payment: the plan choice', () => {
  it('shows both prices while the plans are still on their way', async () => {
    gateway.use(answer('GET /plans', () => new Promise(() => undefined)));
    renderApp({ route: '/payment' });
    expect(await screen.findByText('$29')).toBeTruthy();
    expect(screen.getByText('$24/month')).toBeTruthy();
  });

  it('asks a visitor to sign in from each plan, and brings them back to the same choice', async () => {
    renderApp({ route: '/payment?type=membership' });
    const join = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(join.getAttribute('href')).toBe('/api/login?returnTo=%2Fpayment%3Ftype%3Dmembership');
    expect(screen.getByRole('link', { name: 'Sign in to book' }).getAttribute('href')).toBe(join.getAttribute('href'));
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
  });

  it('tells a premium member their seat is included and that they are already a member', async () => {
    gateway.use(answer('GET /auth/user', aMember({ isPremium: true })));
    renderApp({ route: '/payment' });
    await screen.findByText('Included in your membership: book your seat at no extra cost.');
    expect(screen.getByText('You are already a premium member.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Choose Monthly Membership/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Book my seat/ }).disabled).toBe(false);
  });
});
