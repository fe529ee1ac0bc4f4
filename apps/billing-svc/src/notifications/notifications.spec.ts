import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobMap, mailTemplates } from '@kiin/contracts';
import { type JobQueues, renderMail, renderMailJob } from '@kiin/service-kit';
import type { BillingSettings } from '../config';
import { sydneyLongDate, sydneyTimeLabel, sydneyToUtc } from '../kliinics/sydney-time';
import { formatAbn } from '../tax/abn';
import { gstOf } from '../tax/issue-tax-invoice';
import { NotificationsRepository } from './notifications.repository';
import { inviteAttachment, mailJobIds, NotificationsService } from './notifications.service';

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

describe("the reading in a booking's mails", () => {
  const materials = [
    { id: '0b6c3c9e-3f0e-4f59-9a3e-1d7f0c1a2b3c', type: 'article' as const, title: 'Understanding Medicare', path: '/content/article/0b6c3c9e-3f0e-4f59-9a3e-1d7f0c1a2b3c' },
    { id: '7a1d2e3f-4b5c-4d6e-8f90-a1b2c3d4e5f6', type: 'video' as const, title: 'Your GP & you', path: '/content/video/7a1d2e3f-4b5c-4d6e-8f90-a1b2c3d4e5f6' },
  ];
  /** billing's notifications over one confirmed booking as its database holds it; the mails it queues are kept. */
  const notificationsFor = (sessionMaterials: typeof materials | null) => {
    const row = {
      ...booking(new Date('2026-12-11T02:00:00Z')),
      user_id: '3f1c8a2e-0a4b-4c1d-9e2f-5a6b7c8d9e0f',
      source: 'membership',
      status: 'confirmed',
      session_id: 'a4c1e2d3-5b6f-4a7e-9c8d-0e1f2a3b4c5d',
      materials: sessionMaterials,
      cancelled_at: null,
    };
    const mails: JobMap['email.send'][] = [];
    const jobs = {
      add: (name: string, data: unknown) => {
        if (name === 'email.send') mails.push(data as JobMap['email.send']);
        return Promise.resolve();
      },
    } as unknown as JobQueues;
    const em = { getConnection: () => ({ execute: () => Promise.resolve([row]) }) } as unknown as EntityManager;
    const service = new NotificationsService(jobs, { PUBLIC_ORIGIN: 'https://kiin.example' } as BillingSettings, new NotificationsRepository());
    return {
      mails,
      booked: () => service.onBooked(em, row.id, new Date('2026-12-01T00:00:00Z')),
      reminded: () => service.onReminderDue(em, { bookingId: row.id, startsAt: row.starts_at.toISOString(), hoursBefore: 24 }, new Date('2026-12-10T02:00:00Z')),
    };
  };

  it("lists the session's library items in the confirmation and the reminder, each linked on the site", async () => {
    const { mails, booked, reminded } = notificationsFor(materials);
    await booked();
    expect(await reminded()).toBe('sent');
    expect(mails.map((m) => m.template)).toEqual(['billing.kliinic-booked', 'billing.kliinic-reminder']);
    for (const mail of mails) {
      expect(mailTemplates[mail.template].safeParse(mail.data).success).toBe(true);
      const { text, html } = renderMailJob(mail);
      expect(text).toContain('From the Kiin library:\n- Understanding Medicare (Article)\n  https://kiin.example/content/article/0b6c3c9e-3f0e-4f59-9a3e-1d7f0c1a2b3c\n- Your GP & you (Video)\n');
      expect(html).toContain('href="https://kiin.example/content/video/7a1d2e3f-4b5c-4d6e-8f90-a1b2c3d4e5f6" style="color:#0f5c4d">Your GP &amp; you</a> (Video)');
    }
  });

  it('sends the mails as before for a session the library has not answered for, or suggested nothing', async () => {
    for (const none of [null, []]) {
      const { mails, booked } = notificationsFor(none);
      await booked();
      expect(mails[0].data).not.toHaveProperty('materials');
      expect(renderMailJob(mails[0]).text).toContain('Before the session:\nBring questions; we will answer them, live.\n\nThe calendar invite is attached.');
    }
  });
});
