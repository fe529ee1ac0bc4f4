/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Condition } from '@kiin/contracts';
import { aCondition, aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway, recordCalls } from '../../testing/network';
import { renderWithApp } from '../../testing/render';
import { ConditionsPanel } from './components/ConditionsPanel';
import { UserTypeDialog } from './components/UserTypeDialog';

// The profile's panels on the real store, with the gateway's answers made here: its failures
// were `page.route` interceptions in the browser; a removal's refetch is the cache at work.
const diabetes = aCondition('Diabetes');
let saved: Condition[];
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /users/conditions', () => saved),
  answer('DELETE /users/conditions/:conditionId', ({ params }) => {
    saved = saved.filter((c) => c.id !== params.conditionId);
    return saved;
  }),
);
beforeEach(() => {
  saved = [diabetes];
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const toast = () => screen.findByTestId('toast');

describe('the conditions', () => {
  it('says Error: Failed to remove condition when the server fails', async () => {
    gateway.use(answer('DELETE /users/conditions/:conditionId', failure(503, 'Service Unavailable')));
    renderWithApp(<ConditionsPanel />);
    await click(await screen.findByRole('button', { name: 'Remove Diabetes' }));
    await within(await toast()).findByText('Error: Failed to remove condition');
    expect(within(await toast()).getByText('Please try again later')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Diabetes' })).toHaveLength(1);
  });

  it('reads the saved conditions again after a removal, so the list shows what the server keeps', async () => {
    const calls = recordCalls();
    renderWithApp(<ConditionsPanel />);
    await click(await screen.findByRole('button', { name: 'Remove Diabetes' }));
    await screen.findByText('You have not saved any conditions yet.');
    expect(screen.queryByRole('link', { name: 'Diabetes' })).toBeNull();
    await waitFor(() => expect(calls).toEqual(['GET /users/conditions', `DELETE /users/conditions/${diabetes.id}`, 'GET /users/conditions']));
  });
});

describe('the overview', () => {
  it('says Update failed when the user type cannot be saved, and keeps the dialog open to try again', async () => {
    gateway.use(answer('PUT /users/type', failure(503, 'Service Unavailable')));
    renderWithApp(<UserTypeDialog open current="carer" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change your user type' });
    await click(within(dialog).getByRole('radio', { name: 'Practitioner' }));
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(await toast()).findByText('Update failed');
    expect(screen.getByRole('dialog', { name: 'Change your user type' })).toBeTruthy();
  });
});
