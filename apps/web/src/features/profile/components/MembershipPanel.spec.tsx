/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Membership, TaxInvoice, User } from '@kiin/contracts';
import { aMember, catalogue } from '../../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../../testing/network';
import { locationNow, renderWithApp } from '../../../testing/render';
import { invoicePdfNavigation } from '../invoice-pdf';
import { MembershipPanel } from './MembershipPanel';

const none: Membership = { status: 'none', planName: null, priceLabel: null, renewsAt: null, endsAt: null };
const plan = { planName: 'Monthly Membership', priceLabel: '$24/month' };

// What the gateway holds for this member, and the premium changes asked of it.
const server = { membership: none, invoices: [] as TaxInvoice[], invoicePages: [] as string[], member: aMember(), fail: false, calls: [] as unknown[] };
/** The gateway's pages of 20 invoices: the cursor here is the index the next page starts at. */
const invoicePage = ({ request }: { request: Request }) => {
  const cursor = new URL(request.url).searchParams.get('cursor');
  server.invoicePages.push(cursor ?? '');
  const from = cursor ? Number(cursor.slice('at-'.length)) : 0;
  return { items: server.invoices.slice(from, from + 20), nextCursor: from + 20 < server.invoices.length ? `at-${from + 20}` : null };
};

answerTheNetwork(
  answer('GET /plans', catalogue),
  answer('GET /auth/user', () => server.member),
  answer('GET /billing/membership', () => server.membership),
  answer('GET /billing/invoices', invoicePage),
  answer('PUT /users/premium', ({ body }) => {
    server.calls.push(body);
    if (server.fail) return failure(503, 'Service Unavailable');
    const isPremium = (body as { isPremium: boolean }).isPremium;
    return { title: isPremium ? 'Upgraded to premium' : 'Subscription cancelled', until: '2025-11-26T02:00:00.000Z' };
  }),
);

async function renderPanel(isPremium: boolean, route?: string) {
  server.member = aMember({ isPremium });
  renderWithApp(<MembershipPanel user={{ isPremium } as User} />, { route });
  await screen.findByRole('region', { name: 'Membership' });
  // The plan, or the plans on offer, once the membership and the catalogue have come.
  await screen.findAllByText(/\$24\/month/);
}

async function click(name: string, scope: HTMLElement = document.body) {
  fireEvent.click(await within(scope).findByRole('button', { name }));
}

const toastText = async () => (await screen.findByTestId('toast')).textContent;

beforeEach(() => {
  server.membership = none;
  server.invoices = [];
  server.invoicePages = [];
  server.fail = false;
  server.calls = [];
});

describe('the membership section', () => {
  it('is the #premium anchor, named Membership', async () => {
    await renderPanel(false);
    expect(screen.getByRole('region', { name: 'Membership' }).id).toBe('premium');
  });

  it('a free member sees the plans from the catalogue and an upgrade to the payment flow', async () => {
    await renderPanel(false);
    await screen.findByRole('link', { name: 'Choose Monthly Membership' });
    expect(screen.getByRole('heading', { level: 3, name: 'Free Kiin account' })).toBeTruthy();
    expect(screen.getByText('$24/month')).toBeTruthy();
    expect(screen.getByText('$29')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose Monthly Membership' }).getAttribute('href')).toBe('/payment?type=membership');
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('a premium member sees the plan, price and renewal, and cancels after confirming what it does', async () => {
    server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
    await renderPanel(true);
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
    expect(await toastText()).toContain('Subscription cancelled');
    expect(server.calls).toEqual([{ isPremium: false }]);
    expect(await toastText()).toContain('Subscription cancelled');
  });

  it('keeping the membership in the dialog changes nothing', async () => {
    server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
    await renderPanel(true);
    await click('Cancel membership');
    await click('Keep my membership', screen.getByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).toEqual([]);
  });

  it('says Cancellation failed when cancelling fails', async () => {
    server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
    server.fail = true;
    await renderPanel(true);
    await click('Cancel membership');
    await click('Yes, cancel membership', screen.getByRole('dialog'));
    expect(await toastText()).toContain('Cancellation failed');
  });

  it('a cancelled membership shows when premium ends and can be kept', async () => {
    server.membership = { ...none, ...plan, status: 'ending', endsAt: '2025-11-26T02:00:00.000Z' };
    await renderPanel(true);
    expect(screen.getByText('Premium stays on until Wednesday 26 November 2025', { exact: false })).toBeTruthy();
    await click('Keep my membership');
    expect(await toastText()).toContain('Membership resumed');
    expect(server.calls).toEqual([{ isPremium: true }]);
    expect(await toastText()).not.toContain('Upgraded to premium');
  });

  it('lists tax invoices with their GST', async () => {
    server.membership = {
      ...none,
      ...plan,
      status: 'active',
      renewsAt: '2025-11-26T02:00:00.000Z',
    };
    server.invoices = [{ id: 'i1', number: 'KIIN-000001', issuedAt: '2025-10-26T02:00:00.000Z', description: 'Monthly Membership ($24/month)', totalCents: 2400, gstCents: 218 }];
    await renderPanel(true);
    const invoices = await screen.findByRole('region', { name: 'Tax invoices' });
    expect(invoices.textContent).toContain('KIIN-000001');
    expect(invoices.textContent).toContain('$24.00, including $2.18 GST');
  });

  describe('tax invoices as PDF files', () => {
    const invoice = (n: number) => ({
      id: `i${n}`,
      number: `KIIN-${String(n).padStart(6, '0')}`,
      issuedAt: '2025-10-26T02:00:00.000Z',
      description: 'Monthly Membership ($24/month)',
      totalCents: 2400,
      gstCents: 218,
    });
    let opened: jest.SpyInstance;

    beforeEach(() => {
      server.membership = { ...none, ...plan, status: 'active', renewsAt: '2025-11-26T02:00:00.000Z' };
      server.invoices = [invoice(2), invoice(1)];
      opened = jest.spyOn(invoicePdfNavigation, 'open').mockImplementation(() => undefined);
    });

    afterEach(() => opened.mockRestore());

    it('each invoice has a Download PDF link to its own file, named with its number', async () => {
      await renderPanel(true);
      const invoices = await screen.findByRole('region', { name: 'Tax invoices' });
      for (const number of ['KIIN-000002', 'KIIN-000001']) {
        const link = within(invoices).getByRole('link', { name: `Download PDF of tax invoice ${number}` });
        expect(link.getAttribute('href')).toBe(`/api/billing/invoices/${number}/pdf`);
        expect(link.getAttribute('download')).toBe(`kiin-tax-invoice-${number}.pdf`);
        expect(link.textContent).toBe('Download PDF');
      }
      expect(opened).not.toHaveBeenCalled();
    });

    it("the mail's link opens that invoice's PDF once, leaving the list behind it for Back", async () => {
      await renderPanel(true, '/profile?tab=membership&invoice=KIIN-000001#premium');
      await waitFor(() => expect(opened).toHaveBeenCalledWith('/api/billing/invoices/KIIN-000001/pdf?open=true'));
      await waitFor(() => expect(locationNow()).toBe('/profile?tab=membership'));
      expect(opened).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows the newest 20; Show more appends the older ones and goes when all are shown', async () => {
      server.invoices = Array.from({ length: 23 }, (_, i) => invoice(23 - i));
      await renderPanel(true);
      const invoices = await screen.findByRole('region', { name: 'Tax invoices' });
      const numbers = () => within(invoices).getAllByRole('link').map((a) => a.getAttribute('aria-label')?.slice(-11));
      await waitFor(() => expect(numbers()).toHaveLength(20));
      expect(numbers()[0]).toBe('KIIN-000023');
      const more = within(invoices).getByRole('button', { name: 'Show more tax invoices' });
      act(() => more.focus());
      expect(document.activeElement).toBe(more);
      await act(async () => {
        fireEvent.click(more);
      });
      await waitFor(() => expect(numbers()).toHaveLength(23));
      expect(numbers().slice(-3)).toEqual(['KIIN-000003', 'KIIN-000002', 'KIIN-000001']);
      expect(within(invoices).queryByRole('button', { name: 'Show more tax invoices' })).toBeNull();
      expect(server.invoicePages).toEqual(['', 'at-20']);
      // Focus goes to the first invoice that came, not lost with the button.
      await waitFor(() => expect(document.activeElement?.textContent).toContain('KIIN-000003'));
    });

    it("the mail's link to an invoice older than the first page finds it on the next and opens it", async () => {
      server.invoices = Array.from({ length: 23 }, (_, i) => invoice(23 - i));
      await renderPanel(true, '/profile?tab=membership&invoice=KIIN-000002#premium');
      await waitFor(() => expect(opened).toHaveBeenCalledWith('/api/billing/invoices/KIIN-000002/pdf?open=true'));
      expect(server.invoicePages).toEqual(['', 'at-20']);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("says so, and opens nothing, when the mail's invoice is not this member's", async () => {
      await renderPanel(true, '/profile?tab=membership&invoice=KIIN-000042#premium');
      const invoices = await screen.findByRole('region', { name: 'Tax invoices' });
      expect((await within(invoices).findByRole('alert')).textContent).toContain("Tax invoice KIIN-000042 is not one of this account's invoices");
      expect(opened).not.toHaveBeenCalled();
      expect(locationNow()).toBe('/profile?tab=membership&invoice=KIIN-000042#premium');
    });
  });
});
