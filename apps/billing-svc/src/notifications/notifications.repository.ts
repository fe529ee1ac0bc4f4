import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TopicMaterial } from '@kiin/contracts';
import type { NoSeat } from '../kliinics/seat-holds';

/** A booking with its session, as the mails about it read them. */
export interface BookedRow {
  id: string;
  user_id: string;
  source: 'ticket' | 'membership';
  status: 'confirmed' | 'cancelled';
  session_id: string;
  title: string;
  description: string;
  starts_at: Date;
  duration_minutes: number;
  meeting_url: string | null;
  materials: TopicMaterial[] | null;
  cancelled_at: Date | null;
}

/** A seat given back without the member asking, with the session it was for. */
export interface ReleasedSeatRow {
  user_id: string;
  title: string;
  starts_at: Date;
}

/** A refunded ticket that was given no seat, with why and the session it was for. */
export interface RefundedTicketRow {
  user_id: string;
  refund_reason: NoSeat;
  amount_cents: number;
  title: string;
  starts_at: Date;
}

/** A tax invoice as its mail prints it, with the member it goes to. */
export interface IssuedInvoiceRow {
  id: string;
  number: number;
  user_id: string;
  description: string;
  total_cents: number;
  gst_cents: number;
  issued_at: Date;
}

const bookingSql = `select b.id, b.user_id, b.source, b.status, b.session_id, s.title, s.description, s.starts_at,
  s.duration_minutes, s.meeting_url, s.materials, s.cancelled_at
  from kliinic_booking b join kliinic_session s on s.id = b.session_id`;

/** What billing's mails read: bookings with their sessions, refunded tickets and tax invoices. */
@Injectable()
export class NotificationsRepository {
  async findBooking(em: EntityManager, bookingId: string): Promise<BookedRow | null> {
    const [row] = await em.getConnection().execute<BookedRow[]>(`${bookingSql} where b.id = ?`, [bookingId]);
    return row ?? null;
  }

  /** The session's confirmed bookings. */
  findConfirmedBookings(em: EntityManager, sessionId: string): Promise<BookedRow[]> {
    return em.getConnection().execute<BookedRow[]>(`${bookingSql} where b.session_id = ? and b.status = 'confirmed'`, [sessionId]);
  }

  /** The booking, if it is an included seat released because the membership ended. */
  async findReleasedSeat(em: EntityManager, bookingId: string): Promise<ReleasedSeatRow | null> {
    const [row] = await em.getConnection().execute<ReleasedSeatRow[]>(
      `select b.user_id, s.title, s.starts_at from kliinic_booking b join kliinic_session s on s.id = b.session_id
         where b.id = ? and b.status = 'cancelled' and b.cancel_reason = 'membership-ended'`,
      [bookingId],
    );
    return row ?? null;
  }

  /** The payment, if it is a ticket given no seat and refunded. */
  async findRefundedTicket(em: EntityManager, paymentId: string): Promise<RefundedTicketRow | null> {
    const [row] = await em.getConnection().execute<RefundedTicketRow[]>(
      `select p.user_id, p.refund_reason, p.amount_cents, s.title, s.starts_at from payment p join kliinic_session s on s.id = p.session_id
         where p.id = ? and p.status = 'refunded' and p.refund_reason is not null`,
      [paymentId],
    );
    return row ?? null;
  }

  async findInvoice(em: EntityManager, invoiceId: string): Promise<IssuedInvoiceRow | null> {
    const [invoice] = await em
      .getConnection()
      .execute<IssuedInvoiceRow[]>('select id, number, user_id, description, total_cents, gst_cents, issued_at from tax_invoice where id = ?', [invoiceId]);
    return invoice ?? null;
  }
}
