import { mailTemplates } from '@kiin/contracts';
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

describe('the reading suggested before a kliinic', () => {
  const session = {
    title: 'Navigating the Healthcare System',
    date: 'Friday 27 November 2026',
    time: '1:00 PM AEDT',
    durationMinutes: 90,
    preparation: 'How the system fits together: GPs, specialists & hospitals.',
    meetingUrl: null,
    bookingsLink: 'https://kiin.example/member/kliinics',
  };
  const materials = [
    { title: 'Understanding Medicare', type: 'article' as const, url: 'https://kiin.example/content/article/0b6c3c9e-3f0e-4f59-9a3e-1d7f0c1a2b3c' },
    { title: 'Talking with your GP', type: 'podcast' as const, url: 'https://kiin.example/content/podcast/7a1d2e3f-4b5c-4d6e-8f90-a1b2c3d4e5f6' },
  ];
  const booked = (extra: object) => renderMail('billing.kliinic-booked', { ...session, source: 'membership', ...extra });

  it('lists each item under "Before the session", after the description, with its kind and its page on the site', () => {
    const mail = booked({ materials });
    expect(mail.text).toContain(
      'Before the session:\nHow the system fits together: GPs, specialists & hospitals.\n\nFrom the Kiin library:\n' +
        '- Understanding Medicare (Article)\n  https://kiin.example/content/article/0b6c3c9e-3f0e-4f59-9a3e-1d7f0c1a2b3c\n' +
        '- Talking with your GP (Podcast)\n  https://kiin.example/content/podcast/7a1d2e3f-4b5c-4d6e-8f90-a1b2c3d4e5f6\n\nThe calendar invite is attached.',
    );
    const before = mail.html.slice(mail.html.indexOf('<strong>Before the session</strong>'));
    expect(before.indexOf('GPs, specialists &amp; hospitals.')).toBeLessThan(before.indexOf('From the Kiin library:'));
    expect(before).toContain('<a href="https://kiin.example/content/article/0b6c3c9e-3f0e-4f59-9a3e-1d7f0c1a2b3c" style="color:#0f5c4d">Understanding Medicare</a> (Article)</li>');
    expect(before).toContain('>Talking with your GP</a> (Podcast)</li>');
  });

  it('is in the reminders a day and an hour before, in both parts', () => {
    for (const hoursBefore of [24, 1] as const) {
      const mail = renderMail('billing.kliinic-reminder', { ...session, hoursBefore, materials });
      for (const part of [mail.text, mail.html]) {
        expect([hoursBefore, part.includes('From the Kiin library:'), part.includes('Understanding Medicare'), part.includes('https://kiin.example/content/podcast/')]).toEqual([hoursBefore, true, true, true]);
      }
    }
  });

  it("escapes an item's title in the HTML and keeps it as written in the text", () => {
    const mail = booked({ materials: [{ ...materials[0], title: 'Medicare <script>alert(1)</script> & you' }] });
    expect(mail.html).toContain('>Medicare &lt;script&gt;alert(1)&lt;/script&gt; &amp; you</a> (Article)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('- Medicare <script>alert(1)</script> & you (Article)\n');
  });

  it('shows the reading under "Before the session" when the session has no description', () => {
    const mail = booked({ preparation: '', materials });
    expect(mail.text).toContain('Before the session:\nFrom the Kiin library:\n- Understanding Medicare (Article)\n');
    expect(mail.html).toContain('<strong>Before the session</strong></p><p style="margin:0 0 4px">From the Kiin library:</p>');
  });

  it('leaves the mail as it was when the library suggested nothing, or has not answered', () => {
    const before = booked({});
    expect(before.text).toContain('Before the session:\nHow the system fits together: GPs, specialists & hospitals.\n\nThe calendar invite is attached.');
    expect(booked({ materials: [] })).toEqual(before);
    expect(before.text).not.toContain('From the Kiin library');
    expect(booked({ preparation: '' }).text).not.toContain('Before the session');
  });

  it('takes at most five items, each a link, in the mail data', () => {
    const schema = mailTemplates['billing.kliinic-booked'];
    const data = { ...session, source: 'ticket' as const };
    expect(schema.safeParse({ ...data, materials: Array.from({ length: 5 }, () => materials[0]) }).success).toBe(true);
    expect(schema.safeParse({ ...data, materials: Array.from({ length: 6 }, () => materials[0]) }).success).toBe(false);
    expect(schema.safeParse({ ...data, materials: [{ ...materials[0], url: '/content/article/1' }] }).success).toBe(false);
    expect(schema.safeParse({ ...data, materials: [{ ...materials[0], type: 'pamphlet' }] }).success).toBe(false);
    expect(schema.safeParse({ ...data, materials: [{ ...materials[0], title: '' }] }).success).toBe(false);
  });
});
