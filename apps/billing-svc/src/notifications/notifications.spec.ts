import { renderMail } from '@kiin/service-kit';
import { sydneyLongDate, sydneyTimeLabel, sydneyToUtc } from '../kliinics/sydney-time';
import { formatAbn } from '../tax/abn';
import { inviteAttachment, mailJobIds } from './notifications.service';
import { gstOf } from '../payments/payments.service';

const booking = (startsAt: Date) => ({
  id: '5f0c3a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50',
  title: 'Carer Self-Care: Breaking the Guilt Cycle',
  description: 'Bring questions; we will answer them, live.',
  starts_at: startsAt,
  duration_minutes: 90,
  meeting_url: 'https://meet.example.org/kiin',
});

const bookedMail = (startsAt: Date) =>
  renderMail('billing.kliinic-booked', {
    title: 'Carer Self-Care: Breaking the Guilt Cycle',
    date: sydneyLongDate(startsAt),
    time: sydneyTimeLabel(startsAt),
    durationMinutes: 90,
    preparation: 'Bring questions <b>and</b> a cuppa.',
    meetingUrl: null,
    bookingsLink: 'https://kiin.example/member/kliinics',
    source: 'ticket',
  });

describe('booking confirmation mail', () => {
  it('before daylight saving starts: 1:00 PM AEST in the mail, 03:00 UTC in the attached invite', () => {
    const startsAt = sydneyToUtc('2026-10-02', '13:00');
    const invite = inviteAttachment(booking(startsAt), new Date('2026-09-01T00:00:00Z'));
    expect(invite).toMatchObject({ filename: 'kliinic.ics', contentType: 'text/calendar; method=REQUEST' });
    expect(invite.content).toContain('DTSTART:20261002T030000Z\r\n');
    expect(invite.content).toContain('DTEND:20261002T043000Z\r\n');
    expect(invite.content).toContain('UID:5f0c3a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50@kiin.com.au');
    expect(bookedMail(startsAt).text).toContain('Friday 2 October 2026, 1:00 PM AEST (Sydney time), 90 minutes');
  });

  it('after daylight saving starts: 1:00 PM AEDT in the mail, 02:00 UTC in the attached invite', () => {
    const startsAt = sydneyToUtc('2026-10-09', '13:00');
    expect(inviteAttachment(booking(startsAt)).content).toContain('DTSTART:20261009T020000Z\r\n');
    const mail = bookedMail(startsAt);
    expect(mail.subject).toBe('Your kliinic is booked: Carer Self-Care: Breaking the Guilt Cycle');
    expect(mail.text).toContain('Friday 9 October 2026, 1:00 PM AEDT (Sydney time)');
    expect(mail.text).toContain('The calendar invite is attached.');
    // What staff typed is escaped in the HTML part.
    expect(mail.html).toContain('Bring questions &lt;b&gt;and&lt;/b&gt; a cuppa.');
  });

  it('has one stable id per booking, invoice and reminder time, without the colon BullMQ refuses', () => {
    const start = new Date('2026-10-09T02:00:00Z');
    expect(mailJobIds.booked('b1')).toBe(mailJobIds.booked('b1'));
    expect(mailJobIds.reminder('b1', 1, start)).not.toBe(mailJobIds.reminder('b1', 1, new Date('2026-10-16T02:00:00Z')));
    expect(mailJobIds.reminder('b1', 1, start)).not.toBe(mailJobIds.reminder('b1', 24, start));
    for (const id of [mailJobIds.booked('b1'), mailJobIds.invoice('i1'), mailJobIds.reminder('b1', 24, start)]) expect(id).not.toContain(':');
  });
});

describe('tax invoice mail', () => {
  /** One invoice's mail data, as a mail queued before the PDF link existed carried it. */
  const invoice = {
    number: 'KIIN-000042',
    issuedOn: '23 November 2026',
    sellerName: 'Kiin Health Pty Ltd',
    sellerAbn: formatAbn('12345678901'),
    description: 'Kliinic ticket: Carer Self-Care',
    totalCents: 2900,
    gstCents: gstOf(2900),
    invoicesLink: 'https://kiin.example/profile?tab=membership#premium',
  };

  it('says "Tax invoice", the seller and ABN, the date, what was bought, GST as 1/11 of the price and the total', () => {
    const mail = renderMail('billing.tax-invoice', { ...invoice, pdfLink: 'https://kiin.example/profile?tab=membership&invoice=KIIN-000042#premium' });
    expect(mail.subject).toBe('Tax invoice KIIN-000042 from Kiin Health Pty Ltd');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Tax invoice');
      expect(part).toContain('ABN 12 345 678 901');
      expect(part).toContain('23 November 2026');
      expect(part).toContain('Kliinic ticket: Carer Self-Care');
      expect(part).toContain('$2.64');
      expect(part).toContain('$29.00');
    }
    expect(gstOf(2400)).toBe(218);
    // The PDF opens from the profile, which asks a signed-out member to sign in first.
    expect(mail.text).toContain('Open or save it as a PDF:\nhttps://kiin.example/profile?tab=membership&invoice=KIIN-000042#premium');
    expect(mail.html).toContain('href="https://kiin.example/profile?tab=membership&amp;invoice=KIIN-000042#premium"');
    expect(mail.html).toContain('Open tax invoice KIIN-000042 as a PDF');
  });

  it('a mail queued without the PDF link still says everything else', () => {
    const mail = renderMail('billing.tax-invoice', invoice);
    expect(mail.text).toContain('Total (GST inclusive): $29.00');
    expect(mail.text).not.toContain('PDF');
  });
});
