/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Membership, Plan, User } from '@kiin/contracts';
import { ToastProvider } from '../toast/ToastProvider';
import { MembershipPanel } from './MembershipPanel';

const plans: Plan[] = [
  { id: 'single-kliinic', name: 'Single Kliinic', label: 'BEST TO TRIAL', paymentType: 'kliinic', priceCents: 2900, currency: 'AUD', interval: 'once', priceLabel: '$29', description: 'One kliinic.' },
  { id: 'monthly-membership', name: 'Monthly Membership', label: 'BEST VALUE', paymentType: 'membership', priceCents: 2400, currency: 'AUD', interval: 'month', priceLabel: '$24/month', description: 'Every kliinic.' },
];
const none: Membership = { status: 'none', planName: null, priceLabel: null, renewsAt: null, endsAt: null, invoices: [] };
const plan = { planName: 'Monthly Membership', priceLabel: '$24/month' };

const server = { membership: none, fail: false, calls: [] as unknown[] };

jest.mock('../api/api', () => ({
  usePlansQuery: () => ({ data: plans, isLoading: false }),
}));
jest.mock('../payment/payment-api', () => ({
  useMembershipQuery: () => ({ data: server.membership, isLoading: false }),
  useSetPremiumMutation: () => [
    (body: { isPremium: boolean }) => {
      server.calls.push(body);
      if (server.fail) return Promise.resolve({ error: { status: 503, body: '', message: '503: Service Unavailable' } });
      return Promise.resolve({
        data: { title: body.isPremium ? 'Upgraded to premium' : 'Subscription cancelled', until: '2025-11-26T02:00:00.000Z' },
      });
    },
    { isLoading: false },
  ],
}));

function renderPanel(isPremium: boolean) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <MembershipPanel user={{ isPremium } as User} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function click(name: string, scope: HTMLElement = document.body) {
  await act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
    await Promise.resolve();
  });
}

const toastText = () => screen.getByTestId('toast').textContent;

beforeEach(() => {
  server.membership = none;
  server.fail = false;
  server.calls = [];
});

describe('the membership section', () => {
  it('is the #premium anchor, named Membership', () => {
    renderPanel(false);
    expect(screen.getByRole('region', { name: 'Membership' }).id).toBe('premium');
  });

  it('a free member sees the plans from the catalogue and an upgrade to the payment flow', () => {
    renderPanel(false);
    expect(screen.getByRole('heading', { level: 3, name: 'Free Kiin account' })).toBeTruthy();
    expect(screen.getByText('$24/month')).toBeTruthy();
    expect(screen.getByText('$29')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose Monthly Membership' }).getAttribute('href')).toBe('/payment?type=membership');
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('a premium member sees the plan, price and renewal, and cancels after confirming what it does', async () => {
    server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
    renderPanel(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Monthly Membership' })).toBeTruthy();
    expect(screen.getByText('$24/month', { exact: false })).toBeTruthy();
    expect(screen.getByText('Next renewal: Wednesday 26 November 2025.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Choose Monthly Membership' })).toBeNull();

    await click('Cancel membership');
    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(dialog.textContent).toContain('You keep premium until Wednesday 26 November 2025');
    expect(dialog.textContent).toContain('will not be charged again');
    expect(server.calls).toEqual([]);

    await click('Yes, cancel membership', dialog);
    expect(server.calls).toEqual([{ isPremium: false }]);
    expect(toastText()).toContain('Subscription cancelled');
  });

  it('keeping the membership in the dialog changes nothing', async () => {
    server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
    renderPanel(true);
    await click('Cancel membership');
    await click('Keep my membership', screen.getByRole('dialog'));
    expect(server.calls).toEqual([]);
  });

  it('says Cancellation failed when cancelling fails', async () => {
    server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
    server.fail = true;
    renderPanel(true);
    await click('Cancel membership');
    await click('Yes, cancel membership', screen.getByRole('dialog'));
    expect(toastText()).toContain('Cancellation failed');
  });

  it('a cancelled membership shows when premium ends and can be kept', async () => {
    server.membership = { ...none, ...plan, status: 'ending', endsAt: '2025-11-26T02:00:00.000Z' };
    renderPanel(true);
    expect(screen.getByText('Premium stays on until Wednesday 26 November 2025', { exact: false })).toBeTruthy();
    await click('Keep my membership');
    expect(server.calls).toEqual([{ isPremium: true }]);
    expect(toastText()).toContain('Upgraded to premium');
  });

  it('lists tax invoices with their GST', () => {
    server.membership = {
      ...none,
      ...plan,
      status: 'active',
      renewsAt: '2025-11-26T02:00:00.000Z',
      invoices: [{ id: 'i1', number: 'KIIN-000001', issuedAt: '2025-10-26T02:00:00.000Z', description: 'Monthly Membership ($24/month)', totalCents: 2400, gstCents: 218 }],
    };
    renderPanel(true);
    const invoices = screen.getByRole('region', { name: 'Tax invoices' });
    expect(invoices.textContent).toContain('KIIN-000001');
    expect(invoices.textContent).toContain('$24.00, including $2.18 GST');
  });
});
