/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCondition } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { renderApp } from '../../testing/render';

// Searching /conditions with the words people use: the known conditions are made here, the
// thesaurus is the app's own (condition-search.ts, unit-tested word by word).
const conditions = ['Cardiac Health', 'Diabetes', 'Respiratory', 'Neurological', 'Orthopedic', 'Chronic Pain', 'Mental Health'].map((name) => aCondition(name));
answerTheNetwork(answer('GET /auth/user', failure(401, 'Unauthorized')), answer('GET /conditions', conditions));

const search = () => screen.getByPlaceholderText('Search conditions...');
const shownNames = () => within(screen.getByRole('region', { name: 'All Conditions' })).queryAllByRole('link').map((l) => l.textContent);
const type = async (value: string) => {
  await act(async () => {
    fireEvent.change(search(), { target: { value } });
  });
};

async function openList() {
  renderApp({ route: '/conditions' });
  await screen.findByRole('region', { name: 'All Conditions' });
  await waitFor(() => expect(shownNames()).toHaveLength(conditions.length));
}

async function expectFound(query: string, names: string[]) {
  await type(query);
  await screen.findByText(`${names.length} ${names.length === 1 ? 'condition matches' : 'conditions match'} your search.`);
  await waitFor(() => expect(shownNames()).toEqual(names));
}

describe('searching conditions', () => {
  it('finds conditions by the everyday words people use, in any case', async () => {
    await openList();
    await expectFound('heart', ['Cardiac Health']);
    await expectFound('HEART', ['Cardiac Health']);
    await expectFound('anxiety', ['Mental Health']);
    await expectFound('Dementia', ['Neurological']);
    await expectFound('alzheimers', ['Neurological']);
    await expectFound('asthma', ['Respiratory']);
    // Names still match as they always did.
    await expectFound('diab', ['Diabetes']);
  });

  it('when nothing matches, suggests words to try, and a suggestion searches for it and returns to the box', async () => {
    await openList();
    await type('zzqx');
    await screen.findByText('No conditions found matching your search.');
    const suggestions = within(screen.getByRole('list', { name: 'Try a common word instead, such as:' }));
    expect(suggestions.getAllByRole('button').map((b) => b.textContent)).toEqual(['heart', 'dementia', 'asthma', 'anxiety', 'diabetes', 'back pain']);
    await act(async () => {
      fireEvent.click(suggestions.getByRole('button', { name: 'asthma' }));
    });
    await screen.findByText('1 condition matches your search.');
    expect((search() as HTMLInputElement).value).toBe('asthma');
    await waitFor(() => expect(shownNames()).toEqual(['Respiratory']));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search conditions');
  });
});
