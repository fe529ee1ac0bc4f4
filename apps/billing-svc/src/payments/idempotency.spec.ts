import { idempotencyKeys as keys } from './idempotency';

const user = '0b9f8c1e-6a57-4c3e-9d7a-2f1e8c0b4a11';
const session = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a00';
const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const intent = { id: 'pi_123', status: 'requires_payment_method', lastErrorCode: null, paymentMethod: null };

describe('idempotency keys', () => {
  it('are the same for a retried request: derived from what it means, never random', () => {
    expect(keys.kliinicTicket(user, session, 0)).toBe(keys.kliinicTicket(user, session, 0));
    expect(keys.membership(user, 2)).toBe(`membership-${user}-2`);
    expect(keys.confirmCard(intent, card)).toBe(keys.confirmCard({ ...intent }, { ...card, number: '4242424242424242' }));
    const at = new Date('2026-11-23T10:00:00Z');
    expect(keys.cancelAtPeriodEnd('sub_1', 3, at)).toBe(keys.cancelAtPeriodEnd('sub_1', 3, new Date(at)));
  });

  it('differ for a later, different intent, so an earlier answer is never replayed', () => {
    // A second ticket for the same session (after a refund), or another member's, or another session's.
    expect(new Set([keys.kliinicTicket(user, session, 0), keys.kliinicTicket(user, session, 1), keys.kliinicTicket(session, user, 0)]).size).toBe(3);
    // Cancel, resume, cancel again: each from the state the subscription is in by then.
    const first = keys.cancelAtPeriodEnd('sub_1', 1, new Date('2026-11-23T10:00:00Z'));
    const again = keys.cancelAtPeriodEnd('sub_1', 1, new Date('2026-11-23T10:05:00Z'));
    expect(again).not.toBe(first);
    expect(keys.resume('sub_1', 1, new Date('2026-11-23T10:00:00Z'))).not.toBe(first);
    // Another card, or the same card after a decline, is a new confirmation.
    expect(keys.confirmCard(intent, { ...card, number: '4000 0000 0000 0002' })).not.toBe(keys.confirmCard(intent, card));
    expect(keys.confirmCard({ ...intent, lastErrorCode: 'card_declined', paymentMethod: 'pm_1' }, card)).not.toBe(keys.confirmCard(intent, card));
    expect(keys.authenticate({ ...intent, paymentMethod: 'pm_1' }, true)).not.toBe(keys.authenticate({ ...intent, paymentMethod: 'pm_2' }, true));
    expect(keys.authenticate({ ...intent, paymentMethod: 'pm_1' }, true)).not.toBe(keys.authenticate({ ...intent, paymentMethod: 'pm_1' }, false));
  });

  it('never carry card details, and stay within what Stripe accepts', () => {
    const key = keys.confirmCard(intent, card);
    expect(key).not.toContain('4242');
    for (const k of [key, keys.kliinicTicket(user, session, 12), keys.cancelAtPeriodEnd('sub_1', 9, new Date())]) {
      expect(k.length).toBeLessThanOrEqual(255);
      expect(k).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });
});
