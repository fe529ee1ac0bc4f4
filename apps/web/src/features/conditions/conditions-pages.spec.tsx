/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../../testing/axe';
import { aCondition, aContentItem, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, recordCalls } from '../../testing/network';
import { historyEntryNow, locationNow, pageHeading, renderApp } from '../../testing/render';

// The conditions list and a condition page in states the real product rarely shows: the
// gateway's answers are made here (they were `page.route` interceptions in the browser).
const diabetes = aCondition('Diabetes');
const orthopedic = aCondition('Orthopedic');
const mentalHealth = aCondition('Mental Health');
const neurological = aCondition('Neurological');
const conditions = [diabetes, orthopedic, mentalHealth, neurological];
const calmArticle = aContentItem('Calm breathing', { conditionIds: [mentalHealth.id] });

const signedOut = answer('GET /auth/user', failure(401, 'Unauthorized'));
answerTheNetwork(
  signedOut,
  answer('GET /conditions', conditions),
  answer('GET /conditions/:id/content', ({ params }) => (params.id === mentalHealth.id ? [calmArticle] : [])),
);

const main = () => screen.getByRole('main');
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('the conditions list', () => {
  it('narrows by name, ignoring case, says when nothing matches, and shows all again when cleared', async () => {
    renderApp({ route: '/conditions' });
    const all = await screen.findByRole('region', { name: 'All Conditions' });
    const names = () => within(all).queryAllByRole('link').map((l) => l.textContent);
    await waitFor(() => expect(names()).toEqual(conditions.map((c) => c.name)));
    const search = screen.getByPlaceholderText('Search conditions...');
    const type = async (value: string) => {
      await act(async () => {
        fireEvent.change(search, { target: { value } });
      });
    };
    await type('hEaLtH');
    await waitFor(() => expect(names()).toEqual(['Mental Health']));
    expect(screen.queryByText('No conditions found matching your search.')).toBeNull();
    await type('no such condition');
    await screen.findByText('No conditions found matching your search.');
    expect(names()).toEqual([]);
    await type('');
    await waitFor(() => expect(names()).toEqual(conditions.map((c) => c.name)));
    expect(screen.queryByText('No conditions found matching your search.')).toBeNull();
  });

  it('shows a visitor no My Conditions', async () => {
    renderApp({ route: '/conditions' });
    await screen.findByRole('region', { name: 'All Conditions' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'All Conditions' })).getAllByRole('link')).toHaveLength(conditions.length));
    expect(screen.queryByRole('heading', { name: 'My Conditions' })).toBeNull();
  });

  it('when the conditions cannot load, says so and tries again', async () => {
    const { gateway } = await import('../../testing/network');
    let down = true;
    gateway.use(answer('GET /conditions', () => (down ? failure(503, 'Service Unavailable') : conditions)));
    renderApp({ route: '/conditions' });
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('We could not load the health conditions. Please try again in a moment.');
    // The server's status and body are not shown (spec §8).
    expect(alert.textContent).not.toMatch(/503|Service Unavailable/);

    down = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    const all = await screen.findByRole('region', { name: 'All Conditions' });
    await within(all).findByRole('link', { name: 'Diabetes' });
    expect(within(main()).queryByRole('alert')).toBeNull();
  });
});

describe('a member saving a condition', () => {
  it('hears when saving fails and the button stays as it was', async () => {
    const { gateway } = await import('../../testing/network');
    gateway.use(
      answer('GET /auth/user', aMember()),
      answer('GET /users/conditions', []),
      answer('GET /users/completed-content', []),
      answer('POST /users/conditions', failure(503, 'Service Unavailable')),
    );
    renderApp({ route: `/conditions/${neurological.id}` });
    await pageHeading('Neurological');
    await click(await screen.findByRole('button', { name: 'Add to My Conditions' }));
    const toast = await screen.findByTestId('toast');
    await within(toast).findByText('Failed to add condition');
    expect(within(toast).getByText('Please try again later')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add to My Conditions' })).toHaveLength(1);
  });
});

describe('a condition page', () => {
  it('without content says so and Go Back returns to where the reader came from', async () => {
    renderApp({ route: '/conditions' });
    const all = await screen.findByRole('region', { name: 'All Conditions' });
    const listEntry = historyEntryNow();
    await click(await within(all).findByRole('link', { name: 'Orthopedic' }));
    await screen.findByText('No content available for this condition yet.');
    await click(screen.getByRole('button', { name: 'Go Back' }));
    await pageHeading('Health Conditions');
    expect(locationNow()).toBe('/conditions');
    // Back through history to the list's own entry, not a new entry.
    expect(historyEntryNow()).toBe(listEntry);
  });

  it('opened directly without content, Go Back leads to the conditions list', async () => {
    renderApp({ route: `/conditions/${orthopedic.id}` });
    await screen.findByText('No content available for this condition yet.');
    await click(screen.getByRole('button', { name: 'Go Back' }));
    await pageHeading('Health Conditions');
    expect(locationNow()).toBe('/conditions');
  });

  it.each([
    ['a malformed id', 'not-a-condition'],
    ['an unknown id', '00000000-0000-4000-8000-999999999999'],
  ])('with %s shows Condition not found and asks for no content', async (_label, id) => {
    const calls = recordCalls();
    renderApp({ route: `/conditions/${id}` });
    await pageHeading('Condition not found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Browse all conditions' }).getAttribute('href')).toBe('/conditions');
    expect(screen.getByRole('link', { name: 'All conditions' }).getAttribute('href')).toBe('/conditions');
    expect(calls.filter((c) => /^GET \/conditions\/[^/]+\/content$/.test(c))).toEqual([]);
  });

  it('when the content cannot load, says so and tries again', async () => {
    const { gateway } = await import('../../testing/network');
    let down = true;
    gateway.use(answer('GET /conditions/:id/content', () => (down ? failure(503, 'Service Unavailable') : [calmArticle])));
    renderApp({ route: `/conditions/${mentalHealth.id}` });
    const section = await screen.findByRole('region', { name: 'Educational content' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('We could not load the content for Mental Health.');

    down = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).getAllByText('Calm breathing').length).toBeGreaterThan(0));
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  it('the list’s failure and a condition page without content have no serious axe violations', async () => {
    const { gateway } = await import('../../testing/network');
    gateway.use(answer('GET /conditions', failure(503, 'Service Unavailable')));
    const list = renderApp({ route: '/conditions', theme });
    await within(await screen.findByRole('main')).findByRole('alert');
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(await seriousViolations()).toEqual([]);
    list.unmount();

    gateway.resetHandlers();
    renderApp({ route: `/conditions/${orthopedic.id}`, theme });
    await screen.findByText('No content available for this condition yet.');
    expect(await seriousViolations()).toEqual([]);
  });
});
