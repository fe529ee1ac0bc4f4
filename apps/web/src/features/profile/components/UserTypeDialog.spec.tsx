/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { UserType } from '@kiin/contracts';
import { ToastProvider } from '../../../toast/ToastProvider';
import { UserTypeDialog } from './UserTypeDialog';

const server = { fail: false, calls: [] as unknown[] };

jest.mock('../api/profile-api', () => ({
  useSetUserTypeMutation: () => [
    (body: unknown) => {
      server.calls.push(body);
      return Promise.resolve(server.fail ? { error: { status: 503, body: '', message: '503: Service Unavailable' } } : { data: {} });
    },
    { isLoading: false },
  ],
}));

function renderDialog(current: UserType | null) {
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <UserTypeDialog open current={current} onClose={onClose} />
    </ToastProvider>,
  );
  return onClose;
}

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
// The open dialog hides the rest of the page from assistive technology, the toast area included.
const toastText = () => screen.getByTestId('toast').textContent;

beforeEach(() => {
  server.fail = false;
  server.calls = [];
});

describe('the user type dialog', () => {
  it('offers the four types, clinic labelled Clinic Admin, with the current one chosen', () => {
    renderDialog('carer');
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual(['patient', 'carer', 'practitioner', 'clinic']);
    expect(screen.getByRole('radio', { name: 'Clinic Admin' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Carer' }).checked).toBe(true);
  });

  it('keeps Save disabled while nothing is chosen or the choice is unchanged', () => {
    renderDialog(null);
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Patient' }));
    expect(save().disabled).toBe(false);
  });

  it('keeps Save disabled when the current type is chosen again', () => {
    renderDialog('carer');
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Practitioner' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Carer' }));
    expect(save().disabled).toBe(true);
  });

  it('saves the new type, says so and closes', async () => {
    const onClose = renderDialog('carer');
    fireEvent.click(screen.getByRole('radio', { name: 'Clinic Admin' }));
    await act(async () => {
      fireEvent.click(save());
      await Promise.resolve();
    });
    expect(server.calls).toEqual([{ userType: 'clinic' }]);
    expect(toastText()).toContain('User type updated');
    expect(onClose).toHaveBeenCalled();
  });

  it('says Update failed and stays open with the choice when saving fails', async () => {
    server.fail = true;
    const onClose = renderDialog('carer');
    fireEvent.click(screen.getByRole('radio', { name: 'Patient' }));
    await act(async () => {
      fireEvent.click(save());
      await Promise.resolve();
    });
    expect(toastText()).toContain('Update failed');
    expect(screen.getByRole('alert').textContent).toContain('Update failed');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Patient' }).checked).toBe(true);
  });
});
