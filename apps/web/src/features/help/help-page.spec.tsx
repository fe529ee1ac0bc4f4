/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /help: every crisis line as a tap-to-call link, and the way back to a page the offline worker could not open.
answerTheNetwork(answer('GET /auth/user', failure(401, 'Unauthorized')));

const main = () => within(screen.getByRole('main'));

describe('/help', () => {
  it('shows 000 first and every crisis line and child protection line as tap-to-call links', async () => {
    renderApp({ route: '/help' });
    await screen.findByRole('heading', { level: 1, name: 'Help now' });
    expect(main().getByRole('link', { name: 'Call 000' }).getAttribute('href')).toBe('tel:000');
    const numbers = main()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('tel:'));
    expect(numbers).toEqual(expect.arrayContaining(['tel:131114', 'tel:1300659467', 'tel:1800737732', 'tel:1800551800', 'tel:1800422737', 'tel:132111', 'tel:1800700250']));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('names the page the offline worker could not open, with a link back to it', async () => {
    renderApp({ route: `/help?offline=${encodeURIComponent('/dashboard?tab=learning')}` });
    await screen.findByText(/You are offline, so that page cannot open yet\./);
    expect(main().getByRole('link', { name: 'Try it again' }).getAttribute('href')).toBe('/dashboard?tab=learning');
  });

  it('offers no link back to another site', async () => {
    renderApp({ route: `/help?offline=${encodeURIComponent('//elsewhere.example/x')}` });
    await screen.findByRole('heading', { level: 1, name: 'Help now' });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
