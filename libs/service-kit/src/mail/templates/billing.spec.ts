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

describe("a member's own mail greets them", () => {
  const booked = {
    title: 'Sleep',
    date: 'Friday 4 December 2026',
    time: '1:00 PM AEDT',
    durationMinutes: 90,
    preparation: '',
    meetingUrl: null,
    bookingsLink: 'https://kiin.example/member/kliinics',
    source: 'ticket' as const,
  };

  it('by first name, in both parts', () => {
    const mail = renderMail('billing.kliinic-booked', booked, { firstName: 'Robin' });
    expect(mail.text.startsWith('Hello Robin,\n')).toBe(true);
    expect(mail.html).toContain('>Hello Robin,</p>');
  });

  it('as "Hello," when the name is unknown, or is not a name a mail should repeat', () => {
    for (const firstName of [null, '', 'Robin <b>', 'a'.repeat(41), 'Visit https://x.example']) {
      expect([firstName, renderMail('billing.kliinic-booked', booked, { firstName }).text.split('\n')[0]]).toEqual([firstName, 'Hello,']);
    }
    expect(renderMail('billing.kliinic-booked', booked, { firstName: "Mary-Jo O'Neil" }).text.split('\n')[0]).toBe("Hello Mary-Jo O'Neil,");
    expect(renderMail('billing.kliinic-booked', booked, { firstName: 'Zoë' }).text.split('\n')[0]).toBe('Hello Zoë,');
  });
});

describe('the membership mails', () => {
  const profileLink = 'https://kiin.example/profile?tab=membership#premium';

  it('cancelled: until when premium stays, that nothing more is charged, and how to keep it', () => {
    const mail = renderMail('billing.membership-ending', { endsOn: '23 December 2026', profileLink }, { firstName: 'Robin' });
    expect(mail.subject).toBe('Your Kiin membership is cancelled');
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toContain('until 23 December 2026; nothing more will be charged.');
    expect(mail.text).toContain(profileLink);
    expect(renderMail('billing.membership-ending', { endsOn: null, profileLink }).text).toContain('until the end of the period you have paid for');
  });

  it('kept: it renews, when and at what price', () => {
    const mail = renderMail('billing.membership-resumed', { renewsOn: '23 December 2026', priceLabel: '$24/month', profileLink });
    expect(mail.subject).toBe('Your Kiin membership continues');
    expect(mail.text).toContain('It renews on 23 December 2026 at $24/month, as before.');
  });
});

describe('the account deleted mail', () => {
  it('says what went and what was kept, greets no one by name, and is the last', () => {
    const kept = renderMail('account.deleted', { deletedOn: '27 November 2026', keptPosts: true, siteLink: 'https://kiin.example/' }, { firstName: 'Robin' });
    expect(kept.subject).toBe('Your Kiin account is deleted');
    expect(kept.text).toMatch(/^Hello,\n/);
    expect(kept.text).toContain('deleted on 27 November 2026');
    expect(kept.text).toContain('Your community posts stay, shown as from “Former member”');
    expect(kept.text).toContain('This is the last mail we send to this address.');
    expect(renderMail('account.deleted', { deletedOn: '27 November 2026', keptPosts: false, siteLink: 'https://kiin.example/' }).text).toContain(
      'Your community posts were removed with it.',
    );
  });
});
