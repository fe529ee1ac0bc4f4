import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A seat at a kliinic, as billing's booking events tell of it. */
interface Ticket {
  userId: string;
  sessionId: string;
  bookingId: string;
}

/**
 * Who holds a seat at each kliinic, projected from billing's booking events into `kliinic_ticket`.
 * The coach never holds an address: identity's worker finds it from the user id when it mails.
 * The booking id is the key, so a redelivered event changes nothing.
 */
@Injectable()
export class TicketsRepository {
  async recordBooked(em: EntityManager, p: Ticket): Promise<void> {
    await em.execute('insert into kliinic_ticket (booking_id, session_id, user_id) values (?, ?, ?) on conflict (booking_id) do nothing', [
      p.bookingId,
      p.sessionId,
      p.userId,
    ]);
  }

  /** A cancellation may arrive before its booking: the row is kept, cancelled. */
  async recordCancelled(em: EntityManager, p: Ticket): Promise<void> {
    await em.execute(
      `insert into kliinic_ticket (booking_id, session_id, user_id, cancelled) values (?, ?, ?, true)
       on conflict (booking_id) do update set cancelled = true`,
      [p.bookingId, p.sessionId, p.userId],
    );
  }
}
