import { Client, signUp } from './support';

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

  it('the webhook refuses unsigned events', async () => {
    const res = await new Client().post('/api/webhooks/stripe', { id: 'evt_x', type: 'invoice.paid' });
    expect(res.status).toBe(400);
  });
});
