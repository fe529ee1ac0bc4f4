import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type CursorPosition, cursorTimeSql } from '@kiin/service-kit';

/** A member's booking with its session, as the bookings list and the booking RPCs read it. */
export interface BookingRow {
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

/** A row of the bookings list: its rank (see `pastRank`) and its start as a cursor keeps it. */
export type BookingListRow = BookingRow & { rank: number; cursor_at: string };

/** Live, coming, cancelled ahead, past: the ranks of the bookings list; the past is the last. */
export const pastRank = 3;

/** Where a page of the bookings list starts: after this row (its rank, start and id). */
export type BookingListAfter = CursorPosition;

/** A seat cancelled in bulk, for the event that tells of it. */
export interface CancelledSeat {
  id: string;
  userId: string;
  sessionId: string;
}

const select = `select b.id, b.session_id, b.source, b.payment_ref, b.status, b.refunded_at,
  s.title, s.starts_at, s.duration_minutes, s.meeting_url, s.recording_url, s.cancelled_at
  from kliinic_booking b join kliinic_session s on s.id = b.session_id`;

/** Members' seats at kliinics (`kliinic_booking`) and the seats held for open ticket payments (`kliinic_seat_hold`). */
@Injectable()
export class BookingsRepository {
  /** `limit` rows of the member's bookings after `after` (from the first without one), in the list's order at `now`. */
  listPage(em: EntityManager, userId: string, now: Date, after: BookingListAfter | null, limit: number): Promise<BookingListRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (after) {
      // The past reads newest first: "after" is earlier there, and later in the ranks before it.
      const later = after.rank === pastRank ? '(starts_at < ?::timestamptz or (starts_at = ?::timestamptz and id > ?::uuid))' : '(starts_at, id) > (?::timestamptz, ?::uuid)';
      where.push(`(rank > ? or (rank = ? and ${later}))`);
      params.push(after.rank, after.rank, ...(after.rank === pastRank ? [after.at, after.at, after.id] : [after.at, after.id]));
    }
    return em.execute<BookingListRow[]>(
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
      [now, now, userId, ...params, limit],
    );
  }

  async findById(em: EntityManager, bookingId: string): Promise<BookingRow | null> {
    const [row] = await em.execute<BookingRow[]>(`${select} where b.id = ?`, [bookingId]);
    return row ?? null;
  }

  async findMemberBooking(em: EntityManager, bookingId: string, userId: string): Promise<BookingRow | null> {
    const [row] = await em.execute<BookingRow[]>(`${select} where b.id = ? and b.user_id = ?`, [bookingId, userId]);
    return row ?? null;
  }

  /** The member's confirmed seat at the session, if any. */
  async findConfirmedId(tx: EntityManager, sessionId: string, userId: string): Promise<string | null> {
    const [mine] = await tx.execute<{ id: string }[]>(`select id from kliinic_booking where session_id = ? and user_id = ? and status = 'confirmed'`, [sessionId, userId]);
    return mine?.id ?? null;
  }

  async hasConfirmedSeat(tx: EntityManager, sessionId: string, userId: string): Promise<boolean> {
    const [mine] = await tx.execute(`select 1 from kliinic_booking where session_id = ? and user_id = ? and status = 'confirmed'`, [sessionId, userId]);
    return Boolean(mine);
  }

  /** Seats taken at the session (confirmed), and held at `now` for other members' open payments. */
  async countTakenOrHeld(tx: EntityManager, sessionId: string, userId: string, now: Date): Promise<number> {
    const [{ n }] = await tx.execute<{ n: number }[]>(
      `select (select count(*) from kliinic_booking where session_id = ? and status = 'confirmed')
            + (select count(*) from kliinic_seat_hold where session_id = ? and user_id <> ? and expires_at > ?) as n`,
      [sessionId, sessionId, userId, now],
    );
    return Number(n);
  }

  /**
   * Seats taken per session: confirmed, and, when `heldAt` is given, held at that moment for a
   * payment still open.
   */
  async countTaken(em: EntityManager, sessionIds: string[], heldAt?: Date): Promise<Map<string, number>> {
    if (sessionIds.length === 0) return new Map();
    const ids = sessionIds.map(() => '?').join(', ');
    const held = heldAt ? `union all select session_id from kliinic_seat_hold where expires_at > ? and session_id in (${ids})` : '';
    const rows = await em.getConnection().execute<{ session_id: string; n: string }[]>(
      `select session_id, count(*) as n from (
         select session_id from kliinic_booking where status = 'confirmed' and session_id in (${ids}) ${held}
       ) taken group by session_id`,
      heldAt ? [...sessionIds, heldAt, ...sessionIds] : sessionIds,
    );
    return new Map(rows.map((r) => [r.session_id, Number(r.n)]));
  }

  async insertIncluded(tx: EntityManager, bookingId: string, sessionId: string, userId: string): Promise<void> {
    await tx.execute(`insert into kliinic_booking (id, session_id, user_id, source) values (?, ?, ?, 'membership')`, [bookingId, sessionId, userId]);
  }

  async insertTicket(tx: EntityManager, bookingId: string, sessionId: string, userId: string, paymentRef: string): Promise<void> {
    await tx.execute(`insert into kliinic_booking (id, session_id, user_id, source, payment_ref) values (?, ?, ?, 'ticket', ?)`, [
      bookingId,
      sessionId,
      userId,
      paymentRef,
    ]);
  }

  /** Whether a payment's seat was decided before: it was marked for a refund, or it bought a seat. */
  async isPaymentDecided(tx: EntityManager, paymentRef: string): Promise<boolean> {
    const [decided] = await tx.execute(
      `select 1 from payment where id = ? and refund_reason is not null union all select 1 from kliinic_booking where payment_ref = ?`,
      [paymentRef, paymentRef],
    );
    return Boolean(decided);
  }

  /** Whether the payment holds a confirmed seat. */
  async isSeatedBy(em: EntityManager, paymentRef: string): Promise<boolean> {
    const [seat] = await em.execute(`select 1 from kliinic_booking where payment_ref = ? and status = 'confirmed'`, [paymentRef]);
    return Boolean(seat);
  }

  /** The member gives back a seat that cost nothing; whether it was still confirmed. */
  async cancelByMember(tx: EntityManager, bookingId: string): Promise<boolean> {
    const cancelled = await tx.execute<{ id: string }[]>(
      `update kliinic_booking set status = 'cancelled', cancelled_at = now(), cancel_reason = 'member' where id = ? and status = 'confirmed' returning id`,
      [bookingId],
    );
    return cancelled.length > 0;
  }

  /** The member's ticket was refunded and its seat given back; whether it was still confirmed. */
  async cancelRefundedByMember(tx: EntityManager, bookingId: string): Promise<boolean> {
    const cancelled = await tx.execute<{ id: string }[]>(
      `update kliinic_booking set status = 'cancelled', cancelled_at = now(), refunded_at = now(), cancel_reason = 'member' where id = ? and status = 'confirmed' returning id`,
      [bookingId],
    );
    return cancelled.length > 0;
  }

  /** Cancels (as refunded) the confirmed seats a payment bought. */
  async cancelRefundedSeats(tx: EntityManager, paymentRef: string): Promise<CancelledSeat[]> {
    const cancelled = await tx.execute<{ id: string; user_id: string; session_id: string }[]>(
      `update kliinic_booking set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), refunded_at = now()
       where payment_ref = ? and status = 'confirmed' returning id, user_id, session_id`,
      [paymentRef],
    );
    return cancelled.map((b) => ({ id: b.id, userId: b.user_id, sessionId: b.session_id }));
  }

  /** Cancels the member's included seats at sessions starting after `after`: their membership ended. */
  async releaseIncluded(tx: EntityManager, userId: string, after: Date): Promise<Omit<CancelledSeat, 'userId'>[]> {
    const released = await tx.execute<{ id: string; session_id: string }[]>(
      `update kliinic_booking b set status = 'cancelled', cancelled_at = now(), cancel_reason = 'membership-ended'
       from kliinic_session s
       where s.id = b.session_id and b.user_id = ? and b.source = 'membership' and b.status = 'confirmed' and s.starts_at > ?
       returning b.id, b.session_id`,
      [userId, after],
    );
    return released.map((b) => ({ id: b.id, sessionId: b.session_id }));
  }

  /** Holds (or keeps holding) a seat for the member's open payment until `expiresAt`. */
  async holdSeat(tx: EntityManager, sessionId: string, userId: string, expiresAt: Date): Promise<void> {
    await tx.execute(
      `insert into kliinic_seat_hold (session_id, user_id, expires_at) values (?, ?, ?)
     on conflict (session_id, user_id) do update set expires_at = excluded.expires_at`,
      [sessionId, userId, expiresAt],
    );
  }

  async releaseHold(tx: EntityManager, sessionId: string, userId: string): Promise<void> {
    await tx.execute('delete from kliinic_seat_hold where session_id = ? and user_id = ?', [sessionId, userId]);
  }
}
