import type { KliinicSession, Page, PaymentStatus, TaxInvoice } from '@kiin/contracts';
import { waitFor } from '@kiin/testing';
import { type CaughtMail, Client, grantPremium, mailUrl, signUp, waitForMails } from './support';

const attachment = async (mail: CaughtMail, contentType: RegExp) => {
  const file = mail.attachments?.find((a) => contentType.test(a.contentType));
  if (!file) return null;
  const res = await fetch(`${mailUrl}/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName ?? file.fileName ?? '')}`);
  return res.ok ? res.text() : null;
};

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Every payment is mailed: the booking with its calendar invite, and a GST tax invoice. */
describe('payment mail', () => {
  it('a kliinic ticket brings the booking confirmation with its invite and a tax invoice, each once', async () => {
    const buyer = new Client();
    const { email } = await signUp(buyer, 'Tess', 'Ticket');
    const session = ((await buyer.get('/api/kliinics/sessions')).json as KliinicSession[]).find((s) => s.status === 'upcoming' && !s.full)!;
    const created = await buyer.post('/api/create-payment-intent', { amount: 1, sessionId: session.id });
    expect(created.status).toBe(200);
    const { clientSecret } = created.json as { clientSecret: string };
    const paid = await buyer.post('/api/payments/test-mode/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(paid.json).toMatchObject({ status: 'succeeded' });
    // The confirmation page names the kliinic booked, once the seat is in place.
    const confirmed = await waitFor(
      async () => {
        const status = (await buyer.get(`/api/payments/${clientSecret.split('_secret')[0]}/status`)).json as PaymentStatus;
        return status.status === 'confirmed' ? status : undefined;
      },
      { what: 'the payment confirmed' },
    );
    expect(confirmed?.session).toEqual({
      id: session.id,
      title: session.title,
      startsAt: session.startsAt,
      date: session.date,
      time: session.time,
      durationMinutes: session.durationMinutes,
    });

    const [booked] = await waitForMails(email, 1, (m) => m.subject === `Your kliinic is booked: ${session.title}`);
    // The member's own mail greets them by the name on their account.
    expect(booked.text).toMatch(/^Hello Tess,\n/);
    expect(booked.text).toContain(`${session.time} (Sydney time), ${session.durationMinutes} minutes`);
    const ics = await attachment(booked, /^text\/calendar/);
    expect(ics).toContain(`DTSTART:${utc(session.startsAt)}`);
    expect(ics).toContain('METHOD:REQUEST');

    const [invoice] = await waitForMails(email, 1, (m) => m.subject.startsWith('Tax invoice KIIN-'));
    expect(invoice.text).toContain('Tax invoice');
    // The test stack takes payments in the local test mode with no ABN configured: the invoice says so
    // rather than printing a made-up number (with real payments the service refuses to start without one).
    expect(invoice.text).toContain('Kiin Health Pty Ltd\nABN not set (test mode)');
    expect(invoice.text).toContain(`Kliinic ticket: ${session.title}: $29.00`);
    expect(invoice.text).toContain('GST included: $2.64');
    expect(invoice.text).toContain('Total (GST inclusive): $29.00');
    // Nothing arrives twice (the webhook and the events behind it may be delivered more than once).
    const subjects = (await waitForMails(email, 3)).map((m) => m.subject).filter((s) => s !== 'Finish creating your Kiin account');
    expect(subjects.sort()).toEqual([booked.subject, invoice.subject].sort());
  });

  it('the membership brings a tax invoice, also listed on the profile', async () => {
    const joiner = new Client();
    const { email } = await signUp(joiner, 'Mel', 'Member');
    await grantPremium(joiner);
    const [invoice] = await waitForMails(email, 1, (m) => m.subject.startsWith('Tax invoice KIIN-'));
    expect(invoice.text).toContain('Monthly Membership');
    expect(invoice.text).toContain('GST included: $2.18');
    const listed = (await joiner.get('/api/billing/invoices')).json as Page<TaxInvoice>;
    expect(listed).toEqual({ items: [expect.objectContaining({ totalCents: 2400 })], nextCursor: null });
    expect(invoice.subject).toContain(listed.items[0].number);
  });
});
