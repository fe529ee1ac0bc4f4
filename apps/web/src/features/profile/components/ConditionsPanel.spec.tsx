/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Condition } from '@kiin/contracts';
import { ToastProvider } from '../../../toast/ToastProvider';
import { ConditionsPanel } from './ConditionsPanel';

const diabetes: Condition = { id: '0b0e5c36-0d6c-4b8e-9d8e-3c1f3f0a2b11', name: 'Diabetes', description: 'Living with diabetes.', icon: 'Bloodtype' };
const server = { saved: [] as Condition[], fail: false, calls: [] as string[] };

jest.mock('../../../api/api', () => ({
  useSavedConditionsQuery: () => ({ data: server.saved, isLoading: false }),
  useRemoveConditionMutation: () => [
    (conditionId: string) => {
      server.calls.push(conditionId);
      if (server.fail) return Promise.resolve({ error: { status: 503, body: '', message: '503: Service Unavailable' } });
      server.saved = server.saved.filter((c) => c.id !== conditionId);
      return Promise.resolve({ data: server.saved });
    },
  ],
}));

function renderPanel() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <ConditionsPanel />
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function remove(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
    await Promise.resolve();
  });
}

const toastText = () => screen.getByTestId('toast').textContent;

beforeEach(() => {
  server.saved = [diabetes];
  server.fail = false;
  server.calls = [];
});

describe('the conditions tab', () => {
  it('lists saved conditions, each linking to its page', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Diabetes' }).getAttribute('href')).toBe(`/conditions/${diabetes.id}`);
  });

  it('removes a condition with the success toast and keeps the keyboard in the list', async () => {
    renderPanel();
    await remove('Diabetes');
    expect(server.calls).toEqual([diabetes.id]);
    expect(toastText()).toContain('Condition removed');
    expect(toastText()).toContain('This condition has been removed from your profile');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'My conditions' }));
  });

  it('says Error: Failed to remove condition when the removal fails', async () => {
    server.fail = true;
    renderPanel();
    await remove('Diabetes');
    expect(toastText()).toContain('Error: Failed to remove condition');
    expect(toastText()).toContain('Please try again later');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Diabetes' }).disabled).toBe(false);
  });

  it('points to /conditions when nothing is saved', () => {
    server.saved = [];
    renderPanel();
    expect(screen.getByText('You have not saved any conditions yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse health conditions' }).getAttribute('href')).toBe('/conditions');
  });
});
