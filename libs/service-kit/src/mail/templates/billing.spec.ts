import { renderMail } from '../render';

const when = { title: 'Sleep & <you>', date: 'Friday 4 December 2026', time: '1:00 PM AEDT', kliinicsLink: 'https://kiin.example/kliinics' };

describe('the mail about a kliinic seat the member does not have', () => {
  it('a paid ticket given no seat: says why, the amount refunded, and where to choose another session', () => {
    const mail = renderMail('billing.kliinic-seat-released', { ...when, reason: 'full', refundedCents: 2900 });
    expect(mail.subject).toBe('Your payment is refunded: Sleep & <you>');
    expect(mail.text).toContain('filled up before your payment went through');
    expect(mail.text).toContain('We have refunded your payment of $29.00 in full');
    expect(mail.text).toContain('https://kiin.example/kliinics');
    expect(mail.html).toContain('<strong>Sleep &amp; &lt;you&gt;</strong>');
    expect(mail.html).not.toContain('<you>');
  });

  it('a seat released when the membership ended: no refund is claimed', () => {
    const mail = renderMail('billing.kliinic-seat-released', { ...when, reason: 'membership-ended', refundedCents: null });
    expect(mail.subject).toBe('Your kliinic seat is released: Sleep & <you>');
    expect(mail.text).toContain('Your monthly membership has ended');
    expect(mail.text).not.toContain('refunded');
  });

  it('a ticket paid when the member already had a seat says the seat is still theirs', () => {
    const mail = renderMail('billing.kliinic-seat-released', { ...when, reason: 'already-booked', refundedCents: 2900 });
    expect(mail.text).toContain('Your seat is still booked.');
  });
});
