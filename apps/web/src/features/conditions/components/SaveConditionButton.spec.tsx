/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Condition, User } from '@kiin/contracts';
import { ToastProvider } from '../../../toast/ToastProvider';
import { SaveConditionButton } from './SaveConditionButton';

const diabetes: Condition = { id: '0b0e5c36-0d6c-4b8e-9d8e-3c1f3f0a2b11', name: 'Diabetes', description: '', icon: 'Bloodtype' };

type Answer = { data: Condition[] } | { error: { status: number; body: string; message: string } };

const server = {
  user: null as User | null,
  saved: [] as Condition[],
  fail: false,
  calls: [] as string[],
};

function answer(next: Condition[]): Promise<Answer> {
  if (server.fail) return Promise.resolve({ error: { status: 503, body: '', message: '503: Service Unavailable' } });
  server.saved = next;
  return Promise.resolve({ data: next });
}

jest.mock('../../../auth/use-current-user', () => ({
  useCurrentUser: () => ({ user: server.user, isLoading: false, error: undefined }),
}));

jest.mock('../../../api/api', () => ({
  useSavedConditionsQuery: (_arg: unknown, { skip }: { skip: boolean }) =>
    skip ? { data: undefined, isLoading: false } : { data: server.saved, isLoading: false, fulfilledTimeStamp: 1 },
  useSaveConditionMutation: () => [
    ({ conditionId }: { conditionId: string }) => {
      server.calls.push(`POST ${conditionId}`);
      return answer([diabetes]);
    },
    { isLoading: false },
  ],
  useRemoveConditionMutation: () => [
    (conditionId: string) => {
      server.calls.push(`DELETE ${conditionId}`);
      return answer([]);
    },
    { isLoading: false },
  ],
}));

const member = { id: 'u1', email: 'robin@example.com', firstName: 'Robin', lastName: 'Carer', isPremium: false } as unknown as User;

function renderButton() {
  render(
    <MemoryRouter initialEntries={['/conditions/x']}>
      <ToastProvider>
        <SaveConditionButton conditionId={diabetes.id} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const toastText = () => screen.getByRole('status').textContent;

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

beforeEach(() => {
  server.user = null;
  server.saved = [];
  server.fail = false;
  server.calls = [];
});

describe('saving a condition', () => {
  it('asks a visitor to sign in, without calling the server', async () => {
    renderButton();
    await click('Add to My Conditions');
    expect(toastText()).toContain('Authentication required');
    expect(toastText()).toContain('Please sign in to save conditions to your profile');
    expect(screen.getByTestId('toast').querySelector('button')?.textContent).toBe('Sign in');
    expect(server.calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fconditions%2Fx');
  });

  it('adds for a member, then shows the pressed Saved to Profile', async () => {
    server.user = member;
    renderButton();
    expect(screen.getByRole('button', { name: 'Add to My Conditions' }).getAttribute('aria-pressed')).toBe('false');
    await click('Add to My Conditions');
    expect(server.calls).toEqual([`POST ${diabetes.id}`]);
    expect(toastText()).toContain('Condition added');
    expect(toastText()).toContain('This condition has been added to your profile');
    expect(screen.getByRole('button', { name: 'Saved to Profile' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('removes a saved condition', async () => {
    server.user = member;
    server.saved = [diabetes];
    renderButton();
    await click('Saved to Profile');
    expect(server.calls).toEqual([`DELETE ${diabetes.id}`]);
    expect(toastText()).toContain('Condition removed');
    expect(toastText()).toContain('This condition has been removed from your profile');
    expect(screen.getByRole('button', { name: 'Add to My Conditions' })).toBeTruthy();
  });

  it('offers Undo after a removal, which saves the condition again', async () => {
    server.user = member;
    server.saved = [diabetes];
    renderButton();
    await click('Saved to Profile');
    await click('Undo');
    expect(server.calls).toEqual([`DELETE ${diabetes.id}`, `POST ${diabetes.id}`]);
    expect(toastText()).toContain('Condition added');
    expect(screen.getByRole('button', { name: 'Saved to Profile' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no Undo after adding', async () => {
    server.user = member;
    renderButton();
    await click('Add to My Conditions');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('says so when adding or removing fails, and keeps the state', async () => {
    server.user = member;
    server.fail = true;
    renderButton();
    await click('Add to My Conditions');
    expect(toastText()).toContain('Failed to add condition');
    expect(toastText()).toContain('Please try again later');
    expect(screen.getByRole('button', { name: 'Add to My Conditions' })).toBeTruthy();
  });

  it('says so when removing fails', async () => {
    server.user = member;
    server.saved = [diabetes];
    server.fail = true;
    renderButton();
    await click('Saved to Profile');
    expect(toastText()).toContain('Failed to remove condition');
    expect(screen.getByRole('button', { name: 'Saved to Profile' })).toBeTruthy();
  });
});
