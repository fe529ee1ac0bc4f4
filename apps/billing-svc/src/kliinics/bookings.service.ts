import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Booking, type BookingListQuery, bookingPageSize, ErrorCode, errorMessage, type Page, pageSizeOf } from '@kiin/contracts';
import { type CursorList, decodeCursor, DomainError, encodeCursor, logger, pageFrom, recordEvent } from '@kiin/service-kit';
import { idempotencyKeys } from '../payments/idempotency';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { PaymentsRepository } from '../payments/payments.repository';
import { SubscriptionsRepository } from '../payments/subscriptions.repository';
import { type BookingRow, BookingsRepository, pastRank } from './bookings.repository';
import { KliinicSessionsRepository } from './kliinic-sessions.repository';
import { type NoSeat, SEAT_HOLD_MS } from './seat-holds';
import { sydneyDate, sydneyTimeLabel } from './sydney-time';

/** The meeting link opens this long before the start. */
const LINK_OPENS_MS = 15 * 60_000;
/** A ticket can be cancelled with a refund until this long before the start. */
const REFUND_UNTIL_MS = 24 * 3_600_000;

export function toBooking(row: BookingRow, now: Date): Booking {
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

/** The bookings list's cursors: a row's rank, start and id (see `list`). */
const bookingCursor: CursorList = { letter: 'b', ranks: pastRank + 1 };

/** What became of a paid ticket: a seat, no seat (and why), or nothing, because it was decided before. */
export type TicketSeat = { outcome: 'seated'; bookingId: string } | { outcome: 'no-seat'; reason: NoSeat } | { outcome: 'decided' };

@Injectable()
export class BookingsService {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly bookings: BookingsRepository,
    private readonly sessions: KliinicSessionsRepository,
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  /**
   * A page of the member's bookings in the order they read them: a live session (rank 0), then
   * what is coming, soonest first (1), then cancelled seats still ahead (2), then the past, most
   * recent first (3). The rank is worked out at `now`, so a session that starts or ends between
   * two pages can move to a rank already read or still to come; within a rank nothing repeats.
   */
  async list(actor: Actor, query: Partial<BookingListQuery>, now = new Date()): Promise<Page<Booking>> {
    const limit = pageSizeOf(query.limit, bookingPageSize);
    const after = query.cursor ? decodeCursor(bookingCursor, query.cursor) : null;
    const rows = await this.bookings.listPage(this.orm.em.fork(), actor.userId, now, after, limit + 1);
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
      const startsAt = await this.sessions.findStart(tx, sessionId);
      if (startsAt) await this.requireMembershipAt(tx, actor.userId, startsAt);
      const noSeat = await this.seatCheck(tx, sessionId, actor.userId, now);
      if (noSeat === 'already-booked') return (await this.bookings.findConfirmedId(tx, sessionId, actor.userId))!;
      if (noSeat) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);
      const id = randomUUID();
      await this.bookings.insertIncluded(tx, id, sessionId, actor.userId);
      await this.bookings.releaseHold(tx, sessionId, actor.userId);
      recordEvent(tx, 'billing-svc', 'kliinic.booked.v1', actor.userId, { userId: actor.userId, sessionId, bookingId: id });
      return id;
    });
    await this.cancelOpenTickets(actor.userId, sessionId);
    return toBooking((await this.bookings.findById(em, bookingId))!, now);
  }

  /**
   * Billing's own record of the membership decides, not the flag the caller carries (identity
   * learns of an end a moment later): an ended membership includes no seat, and one set to end
   * includes none after its paid period. The row is shared-locked, so the end of the
   * membership, which releases future included seats, waits for this booking or is seen by it.
   */
  private async requireMembershipAt(tx: EntityManager, userId: string, startsAt: Date): Promise<void> {
    const subscriptions = await this.subscriptions.lockTermsOf(tx, userId);
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
    for (const id of await this.payments.findOpenTicketIds(em, userId, sessionId)) {
      try {
        await this.provider.stripe.paymentIntents.cancel(id, { cancellation_reason: 'duplicate' }, { idempotencyKey: idempotencyKeys.cancelTicket(id) });
        await this.payments.markCancelled(em, id);
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
    const row = await this.bookings.findMemberBooking(em, bookingId, actor.userId);
    if (!row) throw new DomainError(ErrorCode.BookingNotFound, errorMessage.bookingNotFound);
    if (row.status === 'cancelled') return toBooking(row, now);
    if (!toBooking(row, now).canCancel) throw new DomainError(ErrorCode.TooLateToCancel, errorMessage.tooLateToCancel);
    if (row.source === 'membership') {
      // Nothing was paid: the seat goes back.
      await em.transactional(async (tx) => {
        if (!(await this.bookings.cancelByMember(tx, row.id))) return;
        recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', actor.userId, { userId: actor.userId, sessionId: row.session_id, bookingId: row.id, refunded: false });
      });
      return toBooking((await this.bookings.findById(em, row.id))!, now);
    }
    try {
      await this.provider.stripe.refunds.create({ payment_intent: row.payment_ref! }, { idempotencyKey: `refund-${row.id}` });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'charge_already_refunded') throw new DomainError(ErrorCode.PaymentProviderUnavailable, errorMessage.paymentProviderUnavailable);
    }
    // The charge.refunded webhook says the same; whichever comes first cancels the seat, once.
    await em.transactional(async (tx) => {
      if (!(await this.bookings.cancelRefundedByMember(tx, row.id))) return;
      await this.payments.markRefunded(tx, row.payment_ref!);
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', actor.userId, { userId: actor.userId, sessionId: row.session_id, bookingId: row.id, refunded: true });
    });
    return toBooking((await this.bookings.findById(em, row.id))!, now);
  }

  // ---- seats for payments ------------------------------------------------------------

  /** Holds (or renews the hold on) a seat for the member's open ticket payment; why not, when not. */
  holdSeatFor(userId: string, sessionId: string, now = new Date()): Promise<NoSeat | null> {
    return this.orm.em.fork().transactional(async (tx) => {
      const noSeat = await this.seatCheck(tx, sessionId, userId, now);
      if (!noSeat) await this.bookings.holdSeat(tx, sessionId, userId, new Date(now.getTime() + SEAT_HOLD_MS));
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
    const noSeat = await this.seatCheck(tx, sessionId, userId, new Date());
    if (await this.bookings.isPaymentDecided(tx, paymentRef)) return { outcome: 'decided' };
    await this.bookings.releaseHold(tx, sessionId, userId);
    if (noSeat) return { outcome: 'no-seat', reason: noSeat };
    const bookingId = randomUUID();
    await this.bookings.insertTicket(tx, bookingId, sessionId, userId, paymentRef);
    recordEvent(tx, 'billing-svc', 'kliinic.booked.v1', userId, { userId, sessionId, bookingId });
    return { outcome: 'seated', bookingId };
  }

  /** The seats a refunded payment bought are cancelled (refunded), in the caller's transaction. */
  async cancelRefundedSeats(tx: EntityManager, paymentRef: string): Promise<void> {
    for (const b of await this.bookings.cancelRefundedSeats(tx, paymentRef)) {
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', b.userId, { userId: b.userId, sessionId: b.sessionId, bookingId: b.id, refunded: true });
    }
  }

  /**
   * The membership ended: the seats it included at sessions still ahead are given back (the
   * member is told by mail, from the cancellation event). Another live membership of theirs
   * keeps them.
   */
  async releaseIncludedSeats(tx: EntityManager, userId: string): Promise<void> {
    if (await this.subscriptions.isMember(tx, userId)) return;
    for (const b of await this.bookings.releaseIncluded(tx, userId, new Date())) {
      recordEvent(tx, 'billing-svc', 'kliinic.booking-cancelled.v1', userId, { userId, sessionId: b.sessionId, bookingId: b.id, refunded: false });
    }
  }

  /**
   * Whether `userId` may take a seat at the session now. Locks the session row, so everyone
   * deciding about its seats (a ticket payment opening or succeeding, an included seat) does so
   * one at a time until their transaction ends. A seat is taken by a confirmed booking, or held
   * by another member's open payment until the hold expires.
   */
  private async seatCheck(tx: EntityManager, sessionId: string, userId: string, now: Date): Promise<NoSeat | null> {
    const session = await this.sessions.lockForSeats(tx, sessionId);
    if (!session || session.cancelled_at || new Date(session.starts_at) <= now) return 'unavailable';
    if (await this.bookings.hasConfirmedSeat(tx, sessionId, userId)) return 'already-booked';
    return (await this.bookings.countTakenOrHeld(tx, sessionId, userId, now)) >= session.capacity ? 'full' : null;
  }
}
