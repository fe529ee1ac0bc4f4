import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Envelope, type EventMap, type KliinicSession, ServiceName } from '@kiin/contracts';
import { OnEvent, recordEvent } from '@kiin/service-kit';
import { BookingsRepository } from './bookings.repository';
import { type KliinicSessionRecord, KliinicSessionsRepository } from './kliinic-sessions.repository';
import { type SessionWords, sessionTopic } from './session-topic';
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
export async function announceTopic(em: EntityManager, sessions: KliinicSessionsRepository, session: SessionWords): Promise<void> {
  const event = recordEvent(em, ServiceName.Billing, 'kliinic.session-scheduled.v1', session.id, sessionTopic(session));
  await sessions.markAnnounced(em, session.id, event.id);
}

/**
 * Announces every upcoming session whose words the library was never told (a fresh seed, or
 * sessions on the programme from before reading was suggested); the others are left alone,
 * so running it on every start changes nothing once they are.
 */
export async function announceUnannounced(em: EntityManager, sessions: KliinicSessionsRepository, now = new Date()): Promise<number> {
  const unannounced = await sessions.findUnannounced(em, now);
  for (const session of unannounced) await announceTopic(em, sessions, session);
  await em.flush();
  return unannounced.length;
}

@Injectable()
export class KliinicsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: KliinicSessionsRepository,
    private readonly bookings: BookingsRepository,
  ) {}

  /** The programme: every upcoming session and the most recent past ones, oldest first. */
  async programme(now = new Date()): Promise<KliinicSession[]> {
    const em = this.orm.em.fork();
    const upcoming = await this.sessions.findUpcoming(em, now);
    const past = await this.sessions.findRecentPast(em, now, PAST_SHOWN);
    const all = [...past.reverse(), ...upcoming];
    // The public programme shows confirmed seats only: a hold is short and may come back.
    const counts = await this.bookings.countTaken(em, all.map((s) => s.id));
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
    await this.sessions.keepMaterials(em, answer.sessionId, answer.scheduledEventId, answer.items);
  }

  /** The next session that still has a seat, for a ticket bought without choosing one. */
  async nextOpen(em: EntityManager, now = new Date()): Promise<KliinicSessionRecord | null> {
    const upcoming = await this.sessions.findUpcoming(em, now);
    // Choosing a session for a payment counts the seats held for open payments too.
    const counts = await this.bookings.countTaken(em, upcoming.map((s) => s.id), now);
    return upcoming.find((s) => (counts.get(s.id) ?? 0) < s.capacity) ?? null;
  }
}
