/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogue } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { locationNow, pageHeading, renderApp } from '../../testing/render';

answerTheNetwork(answer('GET /auth/user', failure(401, 'Unauthorized')), answer('GET /plans', catalogue));

function subject(): HTMLSelectElement {
  const select = screen.getByRole('combobox', { name: /Subject/ });
  if (!(select instanceof HTMLSelectElement)) throw new Error('the subject is not a native select');
  return select;
}

describe('an organisation getting started', () => {
  it("the corporate page's Get Started opens the contact form about a partnership, not a personal account", async () => {
    renderApp({ route: '/corporate' });
    await pageHeading(/./);
    const getStarted = await screen.findByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toBe('/contact?subject=partnership');
    fireEvent.click(getStarted);
    await pageHeading('Contact Us');
    expect(locationNow()).toBe('/contact?subject=partnership');
    await waitFor(() => expect(subject().value).toBe('partnership'));
    expect(subject().selectedOptions[0]?.textContent).toBe('Partnership');
  });

  it('a subject the form does not offer leaves the choice empty', async () => {
    renderApp({ route: '/contact?subject=free-money' });
    await pageHeading('Contact Us');
    expect(subject().value).toBe('');
  });
});
