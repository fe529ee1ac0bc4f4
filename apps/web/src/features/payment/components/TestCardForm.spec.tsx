/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestCardForm } from './TestCardForm';

const answers: unknown[] = [];
const requests: { endpoint: string; body: unknown }[] = [];
const sent = (endpoint: string) => (body: unknown) => {
  requests.push({ endpoint, body });
  return Promise.resolve({ data: answers.shift() });
};

jest.mock('../../../api/payment-api', () => ({
  useConfirmTestCardMutation: () => [sent('confirm')],
  useAuthenticateTestCardMutation: () => [sent('authenticate')],
}));

beforeEach(() => {
  answers.length = 0;
  requests.length = 0;
});

function renderForm() {
  const onPaid = jest.fn();
  const onFailed = jest.fn();
  render(<TestCardForm clientSecret="pi_abc123_secret_def" payLabel="Pay $29" onPaid={onPaid} onFailed={onFailed} />);
  const fill = (number: string) => {
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
    fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  };
  return { onPaid, onFailed, fill };
}

describe('the test-mode card form', () => {
  it('says no real card is charged, and Pay stays disabled until the card is complete', () => {
    const { fill } = renderForm();
    expect(screen.getByText(/Test mode — no real card is charged/)).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay $29' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fill('4242424242424242');
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
    expect(screen.getByLabelText<HTMLInputElement>('Expiration date').value).toBe('12 / 34');
    expect((pay as HTMLButtonElement).disabled).toBe(false);
  });

  it('a declined card reports the decline message; a paid one moves on', async () => {
    const { fill, onFailed, onPaid } = renderForm();
    fill('4000000000000002');
    answers.push({ status: 'failed', message: 'Your card was declined.' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $29' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your card was declined.'));
    expect(requests[0].body).toEqual({ clientSecret: 'pi_abc123_secret_def', cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' });
    answers.push({ status: 'succeeded', message: null });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $29' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
  });

  it('a card that needs confirmation asks for it, then pays', async () => {
    const { fill, onPaid } = renderForm();
    fill('4000002500003155');
    answers.push({ status: 'requires_action', message: null });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $29' }));
    await screen.findByRole('group', { name: 'Confirm this payment' });
    answers.push({ status: 'succeeded', message: null });
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(requests[1]).toEqual({ endpoint: 'authenticate', body: { clientSecret: 'pi_abc123_secret_def', approve: true } });
  });
});
