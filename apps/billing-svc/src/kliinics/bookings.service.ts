import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Booking, ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError, recordEvent } from '@kiin/service-kit';
import { PAYMENT_PROVIDER } from '../payments/payments.service';
import type { PaymentProvider } from '../payments/provider';
import { sydneyDate, sydneyTimeLabel } from './sydney-time';

/** The meeting link opens this long before the start. */
const LINK_OPENS_MS = 15 * 60_000;
/** A ticket can be cancelled with a refund until this long before the start. */
const REFUND_UNTIL_MS = 24 * 3_600_000;

interface Row {
  id: string;
  session_id: string;
  source: 'ticket' | 'membership';
  payment_ref: string | null;
  status: 'confirmed' | 'cancelled';
  refunded_at: Date | null;
  title: string;
  starts_at: Date;
  duration_minutes: number;
  meeting_url: string | null;
  recording_url: string | null;
  cancelled_at: Date | null;
}

export function toBooking(row: Row, now: Date): Booking {
  const start = new Date(row.starts_at);
  const end = new Date(start.getTime() + row.duration_minutes * 60_000);
  const phase = now < start ? 'upcoming' : now < end ? 'live' : 'past';
  const holder = row.status === 'confirmed';
  const linkOpen = holder && now.getTime() >= start.getTime() - LINK_OPENS_MS && now < end;
  return {
    id: row.id,
    sessionId: row.session_id,
    title: row.title,
    startsAt: start.toISOString(),
    date: sydneyDate(start),
    time: sydneyTimeLabel(start),
    durationMinutes: row.duration_minutes,
    status: row.status,
    source: row.source,
    refunded: row.refunded_at !== null,
    meetingUrl: linkOpen ? row.meeting_url : null,
    recordingUrl: holder && phase === 'past' ? row.recording_url : null,
    // A ticket is refunded up to 24 hours before; a seat in the membership is given back any time before the start.
    canCancel: holder && (row.source === 'ticket' ? start.getTime() - now.getTime() >= REFUND_UNTIL_MS : now < start),
    phase,
  };
}

const select = `select b.id, b.session_id, b.source, b.payment_ref, b.status, b.refunded_at,
  s.title, s.starts_at, s.duration_minutes, s.meeting_url, s.recording_url, s.cancelled_at
  from kliinic_booking b join kliinic_session s on s.id = b.session_id`;

@Injectable()
export class BookingsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async list(actor: Actor, now = new Date()): Promise<Booking[]> {
    const rows = await this.orm.em.fork().execute<Row[]>(`${select} where b.user_id = ? order by s.starts_at`, [actor.userId]);
    return rows.map((r) => toBooking(r, now));
  }

  /**
   * A seat included in the monthly membership: no payment, one seat per member per session,
   * never past the session's capacity (the session row is locked while seats are counted).
   */
  async bookIncluded(actor: Actor, sessionId: string, now = new Date()): Promise<Booking> {
    if (!actor.isPremium) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.includedForMembers);
    const em = this.orm.em.fork();
    const bookingId = await em.transactional(async (tx) => {
      const [session] = await tx.execute<{ capacity: number; starts_at: Date; cancelled_at: Date | null }[]>(
        'select capacity, starts_at, cancelled_at from kliinic_session where id = ? for update',
        [sessionId],
      );
      if (!session || session.cancelled_at || new Date(session.starts_at) <= now) {
        throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);
      }
      const [mine] = await tx.execute<{ id: string }[]>(
        `select id from kliinic_booking where session_id = ? and user_id = ? and status = 'confirmed'`,
        [sessionId, actor.userId],
      );
      if (mine) return mine.id;
      const [{ n }] = await tx.execute<{ n: number }[]>(
        `select count(*)::int as n from kliinic_booking where session_id = ? and status = 'confirmed'`,
        [sessionId],
      );
      if (n >= session.capacity) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);
      const id = randomUUID();
      await tx.execute(`insert into kliinic_booking (id, session_id, user_id, source) values (?, ?, ?, 'membership')`, [id, sessionId, actor.userId]);
      recordEvent(tx, 'billing-svc', 'kliinic.booked.v1', actor.userId, { userId: actor.userId, sessionId, bookingId: id });
      return id;
    });
    const [row] = await em.execute<Row[]>(`${select} where b.id = ?`, [bookingId]);
    return toBooking(row, now);
  }

  /** Refunds a ticket up to 24 hours before the start and gives the seat back. */
  async cancel(actor: Actor, bookingId: string, now = new Date()): Promise<Booking> {
    const em = this.orm.em.fork();
    const [row] = await em.execute<Row[]>(`${select} where b.id = ? and b.user_id = ?`, [bookingId, actor.userId]);
    if (!row) throw new DomainError(ErrorCode.BookingNotFound, errorMessage.bookingNotFound);
    if (row.status === 'cancelled') return toBooking(row, now);
    if (!toBooking(row, now).canCancel) throw new DomainError(ErrorCode.TooLateToCancel, errorMessage.tooLateToCancel);
    if (row.source === 'membership') {
      // Nothing was paid: the seat goes back.
      await em.transactional(async (tx) => {
        const cancelled = await tx.execute<{ id: string }[]>(
          `update kliinic_booking set status = 'cancelled', cancelled_at = now() where id = ? and status = 'confirmed' returning id`,
          [row.id],
        );
        if (cancelled.length === 0) return;
        recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', actor.userId, { userId: actor.userId, sessionId: row.session_id, bookingId: row.id, refunded: false });
      });
      const [after] = await em.execute<Row[]>(`${select} where b.id = ?`, [row.id]);
      return toBooking(after, now);
    }
    try {
      await this.provider.stripe.refunds.create({ payment_intent: row.payment_ref! }, { idempotencyKey: `refund-${row.id}` });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'charge_already_refunded') throw new DomainError(ErrorCode.PaymentProviderUnavailable, errorMessage.paymentProviderUnavailable);
    }
    // The charge.refunded webhook says the same; whichever comes first cancels the seat, once.
    await em.transactional(async (tx) => {
      const cancelled = await tx.execute<{ id: string }[]>(
        `update kliinic_booking set status = 'cancelled', cancelled_at = now(), refunded_at = now() where id = ? and status = 'confirmed' returning id`,
        [row.id],
      );
      if (cancelled.length === 0) return;
      await tx.execute(`update payment set status = 'refunded', updated_at = now() where id = ?`, [row.payment_ref]);
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', actor.userId, { userId: actor.userId, sessionId: row.session_id, bookingId: row.id, refunded: true });
    });
    const [after] = await em.execute<Row[]>(`${select} where b.id = ?`, [row.id]);
    return toBooking(after, now);
  }
}
