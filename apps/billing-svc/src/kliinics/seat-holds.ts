import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a seat is kept for a member whose ticket payment is open; coming back to pay renews it. */
export const SEAT_HOLD_MS = 15 * 60_000;

/** Why a member cannot have a seat now. */
export type NoSeat = 'already-booked' | 'full' | 'unavailable';

/**
 * Whether `userId` may take a seat at the session now. Locks the session row, so everyone
 * deciding about its seats (a ticket payment opening or succeeding, an included seat) does so
 * one at a time until their transaction ends. A seat is taken by a confirmed booking, or held
 * by another member's open payment until the hold expires.
 */
export async function seatCheck(tx: EntityManager, sessionId: string, userId: string, now: Date): Promise<NoSeat | null> {
  const [session] = await tx.execute<{ capacity: number; starts_at: Date; cancelled_at: Date | null }[]>(
    'select capacity, starts_at, cancelled_at from kliinic_session where id = ? for update',
    [sessionId],
  );
  if (!session || session.cancelled_at || new Date(session.starts_at) <= now) return 'unavailable';
  const [mine] = await tx.execute(`select 1 from kliinic_booking where session_id = ? and user_id = ? and status = 'confirmed'`, [sessionId, userId]);
  if (mine) return 'already-booked';
  const [{ n }] = await tx.execute<{ n: number }[]>(
    `select (select count(*) from kliinic_booking where session_id = ? and status = 'confirmed')
          + (select count(*) from kliinic_seat_hold where session_id = ? and user_id <> ? and expires_at > ?) as n`,
    [sessionId, sessionId, userId, now],
  );
  return Number(n) >= session.capacity ? 'full' : null;
}

/** Holds (or keeps holding) a seat for the member's open payment. Call after `seatCheck` said yes, in its transaction. */
export async function holdSeat(tx: EntityManager, sessionId: string, userId: string, now: Date): Promise<void> {
  await tx.execute(
    `insert into kliinic_seat_hold (session_id, user_id, expires_at) values (?, ?, ?)
     on conflict (session_id, user_id) do update set expires_at = excluded.expires_at`,
    [sessionId, userId, new Date(now.getTime() + SEAT_HOLD_MS)],
  );
}

/** The hold is spent: the seat was given, or the payment will not be given one. */
export async function releaseHold(tx: EntityManager, sessionId: string, userId: string): Promise<void> {
  await tx.execute('delete from kliinic_seat_hold where session_id = ? and user_id = ?', [sessionId, userId]);
}
