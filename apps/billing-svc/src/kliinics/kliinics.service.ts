import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Envelope, type EventMap, type KliinicSession, ServiceName } from '@kiin/contracts';
import { OnEvent, recordEvent } from '@kiin/service-kit';
import { KliinicSessionRecord } from './kliinic-session.entity';
import { sessionTopic } from './session-topic';
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

/**
 * Tells the library a session's words (`kliinic.session-scheduled.v1`), in the caller's
 * transaction; it answers with what to read beforehand. Until it has, the session suggests
 * nothing: reading chosen for its former words may not fit the new ones.
 */
export function announceTopic(em: EntityManager, session: KliinicSessionRecord): void {
  const event = recordEvent(em, ServiceName.Billing, 'kliinic.session-scheduled.v1', session.id, sessionTopic(session));
  session.topicEventId = event.id;
  session.materials = null;
}

/**
 * Announces every upcoming session whose words the library was never told (a fresh seed, or
 * sessions on the programme from before reading was suggested); the others are left alone,
 * so running it on every start changes nothing once they are.
 */
export async function announceUnannounced(em: EntityManager, now = new Date()): Promise<number> {
  const sessions = await em.find(KliinicSessionRecord, { topicEventId: null, cancelledAt: null, startsAt: { $gt: now } });
  for (const session of sessions) announceTopic(em, session);
  await em.flush();
  return sessions.length;
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

  /**
   * `content.session-materials.v1`: the library's reading for a session is kept with it, for
   * its mails. Only the answer to the session's latest words counts; one to words since
   * changed (a late or replayed answer) changes nothing.
   */
  @OnEvent('content.session-materials.v1')
  async onMaterials(em: EntityManager, event: Envelope<EventMap['content.session-materials.v1']>): Promise<void> {
    const answer = event.payload;
    await em.execute('update kliinic_session set materials = ?::jsonb where id = ? and topic_event_id = ?', [
      JSON.stringify(answer.items),
      answer.sessionId,
      answer.scheduledEventId,
    ]);
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
