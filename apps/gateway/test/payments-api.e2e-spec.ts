import { errorMessage, type Page, pageQueryMessages, type TaxInvoice } from '@kiin/contracts';
import { waitFor } from '@kiin/testing';
import { Client, grantPremium, signUp } from './support';

/**
 * What the gateway answers on the payment routes, asked directly (these were asked from inside
 * the browser tests before): who may call them, that the server sets the amount, and that the
 * webhook wants Stripe's signature.
 */
describe('payment routes', () => {
  it('the payment calls need a signed-in member, and the client amount is never charged', async () => {
    const visitor = new Client();
    for (const path of ['/api/create-payment-intent', '/api/create-subscription']) {
      expect((await visitor.post(path, { amount: 1 })).status).toBe(401);
    }
    expect((await visitor.request('PUT', '/api/users/premium', { isPremium: true })).status).toBe(401);

    const member = new Client();
    await signUp(member, 'Paige', 'Payer');
    const created = await member.post('/api/create-payment-intent', { amount: 1 });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ amountCents: 2900, currency: 'AUD' });
    const bad = await member.post('/api/create-subscription', { amount: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('amount');
    const resume = await member.request('PUT', '/api/users/premium', { isPremium: true });
    expect(resume.status).toBe(402);
    expect(resume.text).toContain('/payment');
  });

  it("a tax invoice is its member's PDF to save or open, and nobody else's", async () => {
    const member = new Client();
    await signUp(member, 'Ivy', 'Invoice');
    await grantPremium(member);
    const invoices = await waitFor(
      async () => {
        const listed = (await member.get('/api/billing/invoices')).json as Page<TaxInvoice>;
        return listed.items.length > 0 ? listed.items : undefined;
      },
      { what: 'the membership tax invoice' },
    );
    const { number } = invoices[0];
    const path = `/api/billing/invoices/${number}/pdf`;

    const saved = await member.get(path);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toBe('application/pdf');
    expect(saved.headers.get('content-disposition')).toBe(`attachment; filename="kiin-tax-invoice-${number}.pdf"`);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(saved.text.startsWith('%PDF-')).toBe(true);
    const opened = await member.get(`${path}?open=true`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-disposition')).toBe(`inline; filename="kiin-tax-invoice-${number}.pdf"`);

    expect((await new Client().get(path)).status).toBe(401);
    const stranger = new Client();
    await signUp(stranger, 'Sam', 'Stranger');
    const theirs = await stranger.get(path);
    expect(theirs.status).toBe(404);
    expect(theirs.text).toBe(errorMessage.invoiceNotFound);
    expect((await stranger.get('/api/billing/invoices')).json).toEqual({ items: [], nextCursor: null });
    expect((await new Client().get('/api/billing/invoices')).status).toBe(401);
    const badCursor = await member.get('/api/billing/invoices?cursor=not-from-this-list');
    expect([badCursor.status, badCursor.text]).toEqual([400, expect.stringContaining(pageQueryMessages.cursor)]);
    const badLimit = await member.get('/api/billing/invoices?limit=none');
    expect([badLimit.status, badLimit.text]).toEqual([400, expect.stringContaining(pageQueryMessages.limit)]);
    expect((await member.get('/api/billing/invoices/KIIN-9999999999/pdf')).status).toBe(404);
    const malformed = await member.get('/api/billing/invoices/42/pdf');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('KIIN-000042');
    expect((await member.get(`${path}?open=yes`)).status).toBe(400);
  });

  it('the webhook refuses unsigned events', async () => {
    const res = await new Client().post('/api/webhooks/stripe', { id: 'evt_x', type: 'invoice.paid' });
    expect(res.status).toBe(400);
  });
});
