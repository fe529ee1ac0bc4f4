import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventMap, type JobMap, type MailData, membershipPlan, taxInvoiceProfilePath, type TopicMaterial } from '@kiin/contracts';
import { JobQueues, logger } from '@kiin/service-kit';
import { BILLING_SETTINGS, type BillingSettings } from '../config';
import { kliinicInvite, reminderJobIds, reminderTimes } from '../kliinics/ics';
import { sydneyLongDate, sydneyTimeLabel } from '../kliinics/sydney-time';
import { sellerAbn } from '../tax/abn';
import { type BookedRow, NotificationsRepository } from './notifications.repository';

/** Mail ids are stable: a redelivered event, or a retried job, queues nothing twice. */
export const mailJobIds = {
  booked: (bookingId: string) => `kliinic-booked-${bookingId}`,
  /** A paid ticket given no seat, refunded. */
  refunded: (paymentId: string) => `kliinic-refunded-${paymentId}`,
  /** An included seat released because the membership ended. */
  released: (bookingId: string) => `kliinic-released-${bookingId}`,
  invoice: (invoiceId: string) => `tax-invoice-${invoiceId}`,
  /** Membership cancelled or kept: one mail per change (the event's id). */
  renewal: (eventId: string) => `membership-renewal-${eventId}`,
  /** Per start time too: a session that moved is reminded of again, at its new time. */
  reminder: (bookingId: string, hoursBefore: 24 | 1, startsAt: Date) => `kliinic-reminder-mail-${hoursBefore}h-${bookingId}-${startsAt.getTime()}`,
};

/** The calendar invite sent with a booking confirmation (times in UTC, right on both sides of a DST change). */
export function inviteAttachment(booking: Pick<BookedRow, 'id' | 'title' | 'description' | 'starts_at' | 'duration_minutes' | 'meeting_url'>, now = new Date()) {
  return {
    filename: 'kliinic.ics',
    contentType: 'text/calendar; method=REQUEST',
    content: kliinicInvite({
      uid: booking.id,
      startsAt: new Date(booking.starts_at),
      durationMinutes: booking.duration_minutes,
      title: booking.title,
      description: booking.description,
      url: booking.meeting_url,
      now,
    }),
  };
}

/**
 * What billing tells members by mail, and when: the booking confirmation with its calendar
 * invite, the tax invoice for every payment, and reminders 24 hours and 1 hour before each
 * booked kliinic (delayed jobs with stable ids, moved when a session moves, dropped when a
 * booking is cancelled). Billing never holds addresses: mail goes to the member's id.
 */
@Injectable()
export class NotificationsService {
  private readonly log = logger();

  constructor(
    private readonly jobs: JobQueues,
    @Inject(BILLING_SETTINGS) private readonly env: BillingSettings,
    private readonly rows: NotificationsRepository,
  ) {}

  /** Queues a mail to a member; identity's worker looks up the address and delivers it. */
  private queueMail(jobId: string, mail: JobMap['email.send']): Promise<void> {
    return this.jobs.add('email.send', mail, jobId);
  }

  private get bookingsLink(): string {
    return `${this.env.PUBLIC_ORIGIN}/member/kliinics`;
  }

  private get kliinicsLink(): string {
    return `${this.env.PUBLIC_ORIGIN}/kliinics`;
  }

  private static when(startsAt: Date) {
    return { date: sydneyLongDate(startsAt), time: sydneyTimeLabel(startsAt) };
  }

  private sessionData(row: BookedRow) {
    const startsAt = new Date(row.starts_at);
    return {
      title: row.title,
      date: sydneyLongDate(startsAt),
      time: sydneyTimeLabel(startsAt),
      durationMinutes: row.duration_minutes,
      preparation: row.description.slice(0, 4000),
      ...this.reading(row.materials),
      meetingUrl: row.meeting_url,
      bookingsLink: this.bookingsLink,
    };
  }

  /** The library's suggestions for the session, linked on this site; none leaves the mail as it was. */
  private reading(materials: TopicMaterial[] | null): Pick<MailData['billing.kliinic-booked'], 'materials'> {
    // An item without a title cannot be listed; leaving it out keeps the mail's data valid, so the mail still goes.
    const items = (materials ?? []).filter((m) => m.title.trim());
    if (items.length === 0) return {};
    return { materials: items.map((m) => ({ title: m.title.trim().slice(0, 300), type: m.type, url: `${this.env.PUBLIC_ORIGIN}${m.path}` })) };
  }

  /** `kliinic.booked.v1`: the confirmation with its invite, and the two reminders. */
  async onBooked(em: EntityManager, bookingId: string, now = new Date()): Promise<void> {
    const row = await this.rows.findBooking(em, bookingId);
    if (!row || row.status !== 'confirmed' || row.cancelled_at) return;
    const data: MailData['billing.kliinic-booked'] = { ...this.sessionData(row), source: row.source };
    await this.queueMail(mailJobIds.booked(row.id), {
      toUserId: row.user_id,
      template: 'billing.kliinic-booked',
      data,
      attachments: [inviteAttachment(row, now)],
    });
    await this.scheduleReminders(row, now);
  }

  /**
   * `kliinic.booking-cancelled.v1`: no reminders for a seat given back; a member whose included
   * seat was released because their membership ended is told so.
   */
  async onBookingCancelled(bookingId: string, em?: EntityManager): Promise<void> {
    const ids = reminderJobIds(bookingId);
    await this.jobs.remove('kliinic.reminder', ids.dayBefore);
    await this.jobs.remove('kliinic.reminder', ids.hourBefore);
    if (!em) return;
    const row = await this.rows.findReleasedSeat(em, bookingId);
    if (!row) return;
    await this.queueMail(mailJobIds.released(bookingId), {
      toUserId: row.user_id,
      template: 'billing.kliinic-seat-released',
      data: { title: row.title, ...NotificationsService.when(new Date(row.starts_at)), reason: 'membership-ended', refundedCents: null, kliinicsLink: this.kliinicsLink },
    });
  }

  /** A paid ticket that could not be given a seat was refunded: the member is told why, once. */
  async onTicketRefunded(em: EntityManager, paymentId: string): Promise<void> {
    const row = await this.rows.findRefundedTicket(em, paymentId);
    if (!row) return;
    await this.queueMail(mailJobIds.refunded(paymentId), {
      toUserId: row.user_id,
      template: 'billing.kliinic-seat-released',
      data: { title: row.title, ...NotificationsService.when(new Date(row.starts_at)), reason: row.refund_reason, refundedCents: row.amount_cents, kliinicsLink: this.kliinicsLink },
    });
  }

  /** `invoice.issued.v1`: the GST tax invoice, once per invoice. */
  async onInvoiceIssued(em: EntityManager, invoiceId: string): Promise<void> {
    const invoice = await this.rows.findInvoice(em, invoiceId);
    if (!invoice) return;
    const number = invoiceNumber(invoice.number);
    await this.queueMail(mailJobIds.invoice(invoice.id), {
      toUserId: invoice.user_id,
      template: 'billing.tax-invoice',
      data: {
        number,
        issuedOn: invoiceDate(new Date(invoice.issued_at)),
        sellerName: this.env.SELLER_NAME,
        sellerAbn: sellerAbn(this.env),
        description: invoice.description,
        totalCents: invoice.total_cents,
        gstCents: invoice.gst_cents,
        invoicesLink: `${this.env.PUBLIC_ORIGIN}/profile?tab=membership#premium`,
        pdfLink: `${this.env.PUBLIC_ORIGIN}${taxInvoiceProfilePath(number)}`,
      },
    });
  }

  /**
   * `subscription.renewal-changed.v1`: a member who cancelled is told until when premium
   * stays; one who kept it, that it renews. Once per event (its id names the mail).
   */
  async onRenewalChanged(eventId: string, change: EventMap['subscription.renewal-changed.v1']): Promise<void> {
    const on = change.periodEndsAt ? sydneyLongDate(new Date(change.periodEndsAt)).replace(/^\S+ /, '') : null;
    const profileLink = `${this.env.PUBLIC_ORIGIN}/profile?tab=membership#premium`;
    await this.queueMail(
      mailJobIds.renewal(eventId),
      change.renews
        ? { toUserId: change.userId, template: 'billing.membership-resumed', data: { renewsOn: on, priceLabel: membershipPlan.priceLabel, profileLink } }
        : { toUserId: change.userId, template: 'billing.membership-ending', data: { endsOn: on, profileLink } },
    );
  }

  /** (Re)schedules a booking's reminders for its session's current time; past ones are skipped. */
  private async scheduleReminders(row: BookedRow, now: Date): Promise<void> {
    const startsAt = new Date(row.starts_at);
    const ids = reminderJobIds(row.id);
    const times = reminderTimes(startsAt, now);
    const plan = [
      { id: ids.dayBefore, at: times.dayBefore, hoursBefore: 24 as const },
      { id: ids.hourBefore, at: times.hourBefore, hoursBefore: 1 as const },
    ];
    for (const { id, at, hoursBefore } of plan) {
      if (!at) continue;
      const data: JobMap['kliinic.reminder'] = { bookingId: row.id, startsAt: startsAt.toISOString(), hoursBefore };
      await this.jobs.add('kliinic.reminder', data, { jobId: id, runAt: at, now });
    }
  }

  /** A session moved or was cancelled: each booking's reminders are moved to its new time, or dropped. */
  async onSessionChanged(em: EntityManager, sessionId: string, now = new Date()): Promise<number> {
    const rows = await this.rows.findConfirmedBookings(em, sessionId);
    for (const row of rows) {
      await this.onBookingCancelled(row.id);
      if (!row.cancelled_at) await this.scheduleReminders(row, now);
    }
    return rows.length;
  }

  /** A reminder is due: sent only if the seat is still held and the session still starts then. */
  async onReminderDue(em: EntityManager, job: JobMap['kliinic.reminder'], now = new Date()): Promise<'sent' | 'skipped'> {
    const row = await this.rows.findBooking(em, job.bookingId);
    const startsAt = row ? new Date(row.starts_at) : null;
    if (!row || row.status !== 'confirmed' || row.cancelled_at || startsAt!.getTime() !== Date.parse(job.startsAt) || startsAt! <= now) {
      this.log.info({ bookingId: job.bookingId, hoursBefore: job.hoursBefore }, 'kliinic reminder no longer due');
      return 'skipped';
    }
    await this.queueMail(mailJobIds.reminder(row.id, job.hoursBefore, startsAt!), {
      toUserId: row.user_id,
      template: 'billing.kliinic-reminder',
      data: { ...this.sessionData(row), hoursBefore: job.hoursBefore },
    });
    return 'sent';
  }
}

/** `KIIN-000042`: how an invoice number is shown on the invoice and the profile. */
export const invoiceNumber = (n: number): string => `KIIN-${String(n).padStart(6, '0')}`;

/** `23 November 2026`: an invoice's date on the Sydney clock, as the mail and the PDF print it. */
export const invoiceDate = (issuedAt: Date): string => sydneyLongDate(issuedAt).replace(/^\S+ /, '');
