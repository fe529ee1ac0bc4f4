/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { answerTheNetwork } from '../testing/network';
import { publicPageAnswers } from '../testing/public-pages';
import { locationNow, pageHeading, renderApp } from '../testing/render';

// The app's routes for a visitor: the old addresses of the join page, and the page for an
// address that leads nowhere.
answerTheNetwork(...publicPageAnswers);

describe('routes', () => {
  it.each(['/signup', '/membership'])('%s leads to the join page', async (route) => {
    renderApp({ route });
    await pageHeading('Join Kiin');
    expect(locationNow()).toBe('/join');
  });

  it('an unknown address explains and offers a way back, without developer hints', async () => {
    renderApp({ route: '/definitely/not/here' });
    await pageHeading('Page Not Found');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Kiin'));
    expect(screen.queryByText(/Did you forget to add the page to the router/)).toBeNull();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(main.getByRole('link', { name: 'Carer resources' }).getAttribute('href')).toBe('/resources');
    expect(main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });
});
