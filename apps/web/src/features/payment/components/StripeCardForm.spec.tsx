/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import StripeCardForm from './StripeCardForm';

const loadStripe = jest.fn((_key: string) => Promise.resolve(null));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));

const form = () => (
  <StripeCardForm publishableKey="pk_test_kiin" clientSecret="pi_abc123_secret_def" payLabel="Pay $24/month" returnUrl="http://localhost/payment-success?type=membership" onFailed={jest.fn()} />
);

describe('the Stripe Elements card form', () => {
  it('loads Stripe.js once for its key, and keeps Pay disabled until Stripe and its form are ready', async () => {
    const { unmount } = render(form());
    const pay = await screen.findByRole('button', { name: 'Pay $24/month' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    unmount();
    render(form());
    expect(screen.getByRole('button', { name: 'Pay $24/month' }).hasAttribute('disabled')).toBe(true);
    expect(loadStripe.mock.calls).toEqual([['pk_test_kiin']]);
  });
});
