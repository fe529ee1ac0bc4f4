import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { KliinicSession } from '@kiin/contracts';
import { KliinicSessionRecord } from './kliinic-session.entity';
import { sydneyDate, sydneyTimeLabel } from './sydney-time';

/** How many finished sessions the programme keeps showing (as past). */
const PAST_SHOWN = 2;

export function toPublicSession(record: KliinicSessionRecord, booked: number, now: Date): KliinicSession {
  const seatsLeft = Math.max(0, record.capacity - booked);
  return {
    id: record.id,
    startsAt: record.startsAt.toISOString(),
    date: sydneyDate(record.startsAt),
    time: sydneyTimeLabel(record.startsAt),
    title: record.title,
    description: record.description,
    durationMinutes: record.durationMinutes,
    leader: record.leader,
    guest: record.guest,
    capacity: record.capacity,
    seatsLeft,
    full: seatsLeft === 0,
    status: record.startsAt.getTime() > now.getTime() ? 'upcoming' : 'past',
  };
}

@Injectable()
export class KliinicsService {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Seats taken per session: confirmed, and, when `heldAt` is given, held at that moment for a
   * payment still open. The public programme shows confirmed seats only (a hold is short and may
   * come back); choosing a session for a payment counts the holds too.
   */
  async bookedCounts(em: EntityManager, sessionIds: string[], heldAt?: Date): Promise<Map<string, number>> {
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

  /** The programme: every upcoming session and the most recent past ones, oldest first. */
  async programme(now = new Date()): Promise<KliinicSession[]> {
    const em = this.orm.em.fork();
    const upcoming = await em.find(
      KliinicSessionRecord,
      { cancelledAt: null, startsAt: { $gt: now } },
      { orderBy: { startsAt: 'asc' } },
    );
    const past = await em.find(
      KliinicSessionRecord,
      { cancelledAt: null, startsAt: { $lte: now } },
      { orderBy: { startsAt: 'desc' }, limit: PAST_SHOWN },
    );
    const all = [...past.reverse(), ...upcoming];
    const counts = await this.bookedCounts(em, all.map((s) => s.id));
    return all.map((s) => toPublicSession(s, counts.get(s.id) ?? 0, now));
  }

  /** The next session that still has a seat, for a ticket bought without choosing one. */
  async nextOpen(em: EntityManager, now = new Date()): Promise<KliinicSessionRecord | null> {
    const upcoming = await em.find(
      KliinicSessionRecord,
      { cancelledAt: null, startsAt: { $gt: now } },
      { orderBy: { startsAt: 'asc' } },
    );
    const counts = await this.bookedCounts(em, upcoming.map((s) => s.id), now);
    return upcoming.find((s) => (counts.get(s.id) ?? 0) < s.capacity) ?? null;
  }
}
