import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Booking, type BookingListQuery, bookingPageSize, ErrorCode, errorMessage, type Page, pageSizeOf } from '@kiin/contracts';
import { type CursorList, cursorTimeSql, decodeCursor, DomainError, encodeCursor, logger, pageFrom, recordEvent } from '@kiin/service-kit';
import { idempotencyKeys } from '../payments/idempotency';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { holdSeat, type NoSeat, releaseHold, seatCheck } from './seat-holds';
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

/** Live, coming, cancelled ahead, past: the ranks of the bookings list (see `list`). */
const pastRank = 3;
const bookingCursor: CursorList = { letter: 'b', ranks: pastRank + 1 };

/** What became of a paid ticket: a seat, no seat (and why), or nothing, because it was decided before. */
export type TicketSeat = { outcome: 'seated'; bookingId: string } | { outcome: 'no-seat'; reason: NoSeat } | { outcome: 'decided' };

@Injectable()
export class BookingsService {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * A page of the member's bookings in the order they read them: a live session (rank 0), then
   * what is coming, soonest first (1), then cancelled seats still ahead (2), then the past, most
   * recent first (3). The rank is worked out at `now`, so a session that starts or ends between
   * two pages can move to a rank already read or still to come; within a rank nothing repeats.
   */
  async list(actor: Actor, query: Partial<BookingListQuery>, now = new Date()): Promise<Page<Booking>> {
    const limit = pageSizeOf(query.limit, bookingPageSize);
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.cursor) {
      const after = decodeCursor(bookingCursor, query.cursor);
      // The past reads newest first: "after" is earlier there, and later in the ranks before it.
      const later = after.rank === pastRank ? '(starts_at < ?::timestamptz or (starts_at = ?::timestamptz and id > ?::uuid))' : '(starts_at, id) > (?::timestamptz, ?::uuid)';
      where.push(`(rank > ? or (rank = ? and ${later}))`);
      params.push(after.rank, after.rank, ...(after.rank === pastRank ? [after.at, after.at, after.id] : [after.at, after.id]));
    }
    const rows = await this.orm.em.fork().execute<(Row & { rank: number; cursor_at: string })[]>(
      `select * from (
         select b.id, b.session_id, b.source, b.payment_ref, b.status, b.refunded_at,
                s.title, s.starts_at, s.duration_minutes, s.meeting_url, s.recording_url, s.cancelled_at,
                ${cursorTimeSql('s.starts_at')} as cursor_at,
                case when s.starts_at + make_interval(mins => s.duration_minutes) <= ?::timestamptz then ${pastRank}
                     when b.status = 'cancelled' then 2 when s.starts_at <= ?::timestamptz then 0 else 1 end as rank
           from kliinic_booking b join kliinic_session s on s.id = b.session_id
          where b.user_id = ?) booking
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by rank, case when rank < ${pastRank} then starts_at end, starts_at desc, id
        limit ?`,
      [now, now, actor.userId, ...params, limit + 1],
    );
    return pageFrom(
      rows,
      limit,
      (r) => toBooking(r, now),
      (last) => encodeCursor(bookingCursor, { at: last.cursor_at, id: last.id, rank: Number(last.rank) }),
    );
  }

  /**
   * A seat included in the monthly membership: no payment, one seat per member per session,
   * never past the session's capacity counting seats held for open payments (the session row
   * is locked while seats are counted), and only for a session that starts while the
   * membership is paid for. The member's open ticket payments for the session are cancelled,
   * so the seat is never paid for as well.
   */
  async bookIncluded(actor: Actor, sessionId: string, now = new Date()): Promise<Booking> {
    if (!actor.isPremium) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.includedForMembers);
    const em = this.orm.em.fork();
    const bookingId = await em.transactional(async (tx) => {
      const [session] = await tx.execute<{ starts_at: Date }[]>('select starts_at from kliinic_session where id = ?', [sessionId]);
      if (session) await this.requireMembershipAt(tx, actor.userId, new Date(session.starts_at));
      const noSeat = await seatCheck(tx, sessionId, actor.userId, now);
      if (noSeat === 'already-booked') {
        const [mine] = await tx.execute<{ id: string }[]>(`select id from kliinic_booking where session_id = ? and user_id = ? and status = 'confirmed'`, [sessionId, actor.userId]);
        return mine.id;
      }
      if (noSeat) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);
      const id = randomUUID();
      await tx.execute(`insert into kliinic_booking (id, session_id, user_id, source) values (?, ?, ?, 'membership')`, [id, sessionId, actor.userId]);
      await releaseHold(tx, sessionId, actor.userId);
      recordEvent(tx, 'billing-svc', 'kliinic.booked.v1', actor.userId, { userId: actor.userId, sessionId, bookingId: id });
      return id;
    });
    await this.cancelOpenTickets(actor.userId, sessionId);
    const [row] = await em.execute<Row[]>(`${select} where b.id = ?`, [bookingId]);
    return toBooking(row, now);
  }

  /**
   * Billing's own record of the membership decides, not the flag the caller carries (identity
   * learns of an end a moment later): an ended membership includes no seat, and one set to end
   * includes none after its paid period. The row is shared-locked, so the end of the
   * membership, which releases future included seats, waits for this booking or is seen by it.
   */
  private async requireMembershipAt(tx: EntityManager, userId: string, startsAt: Date): Promise<void> {
    const subscriptions = await tx.execute<{ premium: boolean; cancel_at_period_end: boolean; current_period_end: Date | null }[]>(
      'select premium, cancel_at_period_end, current_period_end from subscription where user_id = ? order by premium desc, created_at desc for share',
      [userId],
    );
    // No membership of billing's at all: premium came from elsewhere, and the caller's flag stands.
    if (subscriptions.length === 0) return;
    const [best] = subscriptions;
    if (!best.premium) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.includedForMembers);
    if (best.cancel_at_period_end && best.current_period_end && new Date(best.current_period_end) <= startsAt) {
      throw new DomainError(ErrorCode.MembershipEndsFirst, errorMessage.membershipEndsFirst);
    }
  }

  /**
   * Cancels the member's unpaid ticket payments for a session they now have a seat at. One that
   * was paid meanwhile cannot be cancelled; its webhook finds the seat held and refunds it.
   */
  private async cancelOpenTickets(userId: string, sessionId: string): Promise<void> {
    const em = this.orm.em.fork();
    const open = await em.execute<{ id: string }[]>(
      `select id from payment where user_id = ? and session_id = ? and kind = 'kliinic' and status in ('pending', 'failed')`,
      [userId, sessionId],
    );
    for (const { id } of open) {
      try {
        await this.provider.stripe.paymentIntents.cancel(id, { cancellation_reason: 'duplicate' }, { idempotencyKey: idempotencyKeys.cancelTicket(id) });
        await em.execute(`update payment set status = 'cancelled', updated_at = now() where id = ? and status in ('pending', 'failed')`, [id]);
      } catch (error) {
        // Paid a moment ago: its webhook finds the seat held and refunds it. Anything else is worth a look.
        if ((error as { code?: string }).code === 'payment_intent_unexpected_state') this.log.info({ paymentId: id }, 'an open ticket was paid meanwhile; it is refunded');
        else this.log.warn({ err: error, paymentId: id }, 'an open ticket payment could not be cancelled; a payment on it is refunded');
      }
    }
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
          `update kliinic_booking set status = 'cancelled', cancelled_at = now(), cancel_reason = 'member' where id = ? and status = 'confirmed' returning id`,
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
        `update kliinic_booking set status = 'cancelled', cancelled_at = now(), refunded_at = now(), cancel_reason = 'member' where id = ? and status = 'confirmed' returning id`,
        [row.id],
      );
      if (cancelled.length === 0) return;
      await tx.execute(`update payment set status = 'refunded', updated_at = now() where id = ?`, [row.payment_ref]);
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', actor.userId, { userId: actor.userId, sessionId: row.session_id, bookingId: row.id, refunded: true });
    });
    const [after] = await em.execute<Row[]>(`${select} where b.id = ?`, [row.id]);
    return toBooking(after, now);
  }

  // ---- seats for payments ------------------------------------------------------------

  /** Holds (or renews the hold on) a seat for the member's open ticket payment; why not, when not. */
  holdSeatFor(userId: string, sessionId: string, now = new Date()): Promise<NoSeat | null> {
    return this.orm.em.fork().transactional(async (tx) => {
      const noSeat = await seatCheck(tx, sessionId, userId, now);
      if (!noSeat) await holdSeat(tx, sessionId, userId, now);
      return noSeat;
    });
  }

  /**
   * A ticket paid: the seat is given if the member may still have one now, in the caller's
   * transaction. The session row is locked first, so the same payment applied twice at once
   * (a webhook and a reconciliation) is decided once, and the second sees the first's seat as
   * this payment's own. Either way the member's hold is spent.
   */
  async seatTicket(tx: EntityManager, paymentRef: string, sessionId: string, userId: string): Promise<TicketSeat> {
    const noSeat = await seatCheck(tx, sessionId, userId, new Date());
    const [decided] = await tx.execute(
      `select 1 from payment where id = ? and refund_reason is not null union all select 1 from kliinic_booking where payment_ref = ?`,
      [paymentRef, paymentRef],
    );
    if (decided) return { outcome: 'decided' };
    await releaseHold(tx, sessionId, userId);
    if (noSeat) return { outcome: 'no-seat', reason: noSeat };
    const bookingId = randomUUID();
    await tx.execute(
      `insert into kliinic_booking (id, session_id, user_id, source, payment_ref) values (?, ?, ?, 'ticket', ?)`,
      [bookingId, sessionId, userId, paymentRef],
    );
    recordEvent(tx, 'billing-svc', 'kliinic.booked.v1', userId, { userId, sessionId, bookingId });
    return { outcome: 'seated', bookingId };
  }

  /** The seats a refunded payment bought are cancelled (refunded), in the caller's transaction. */
  async cancelRefundedSeats(tx: EntityManager, paymentRef: string): Promise<void> {
    const cancelled = await tx.execute<{ id: string; user_id: string; session_id: string }[]>(
      `update kliinic_booking set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), refunded_at = now()
       where payment_ref = ? and status = 'confirmed' returning id, user_id, session_id`,
      [paymentRef],
    );
    for (const b of cancelled) {
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', b.user_id, { userId: b.user_id, sessionId: b.session_id, bookingId: b.id, refunded: true });
    }
  }

  /**
   * The membership ended: the seats it included at sessions still ahead are given back (the
   * member is told by mail, from the cancellation event). Another live membership of theirs
   * keeps them.
   */
  async releaseIncludedSeats(tx: EntityManager, userId: string): Promise<void> {
    const [stillMember] = await tx.execute(`select 1 from subscription where user_id = ? and premium`, [userId]);
    if (stillMember) return;
    const released = await tx.execute<{ id: string; session_id: string }[]>(
      `update kliinic_booking b set status = 'cancelled', cancelled_at = now(), cancel_reason = 'membership-ended'
       from kliinic_session s
       where s.id = b.session_id and b.user_id = ? and b.source = 'membership' and b.status = 'confirmed' and s.starts_at > ?
       returning b.id, b.session_id`,
      [userId, new Date()],
    );
    for (const b of released) {
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', userId, { userId, sessionId: b.session_id, bookingId: b.id, refunded: false });
    }
  }
}
