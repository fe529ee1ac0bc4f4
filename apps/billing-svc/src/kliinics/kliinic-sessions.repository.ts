import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TopicMaterial } from '@kiin/contracts';

/** One kliinic in the programme. Times are instants; the Sydney clock is derived for display. */
export interface KliinicSessionRecord {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  leader: string;
  guest: string;
  capacity: number;
}

/** A `kliinic_session` row, as `select *` reads it. */
interface SessionRow {
  id: string;
  starts_at: Date;
  duration_minutes: number;
  title: string;
  description: string;
  leader: string;
  guest: string;
  capacity: number;
}

const toRecord = (row: SessionRow): KliinicSessionRecord => ({
  id: row.id,
  startsAt: new Date(row.starts_at),
  durationMinutes: row.duration_minutes,
  title: row.title,
  description: row.description,
  leader: row.leader,
  guest: row.guest,
  capacity: row.capacity,
});

/** A session added by the seed; the length, the capacity and the times are the table's defaults. */
export type NewKliinicSession = Pick<KliinicSessionRecord, 'startsAt' | 'title' | 'description' | 'leader' | 'guest'>;

/** A session as the page that waits after paying for a ticket names it. */
export interface PaidSessionRow {
  id: string;
  title: string;
  starts_at: Date;
  duration_minutes: number;
}

/** The kliinic programme (`kliinic_session`). */
@Injectable()
export class KliinicSessionsRepository {
  async countAll(em: EntityManager): Promise<number> {
    const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from kliinic_session');
    return n;
  }

  async insert(em: EntityManager, session: NewKliinicSession): Promise<void> {
    await em.execute('insert into kliinic_session (id, starts_at, title, description, leader, guest) values (?, ?, ?, ?, ?, ?)', [
      randomUUID(),
      session.startsAt,
      session.title,
      session.description,
      session.leader,
      session.guest,
    ]);
  }

  /** Upcoming sessions whose words the library was never told. */
  async findUnannounced(em: EntityManager, now: Date): Promise<KliinicSessionRecord[]> {
    const rows = await em.execute<SessionRow[]>(
      'select * from kliinic_session where topic_event_id is null and cancelled_at is null and starts_at > ?',
      [now],
    );
    return rows.map(toRecord);
  }

  /** The session's words were announced by `topicEventId`: reading chosen for former words no longer fits. */
  async markAnnounced(em: EntityManager, sessionId: string, topicEventId: string): Promise<void> {
    await em.execute('update kliinic_session set topic_event_id = ?, materials = null, updated_at = now() where id = ?', [topicEventId, sessionId]);
  }

  /** Sessions not cancelled that start after `now`, soonest first. */
  async findUpcoming(em: EntityManager, now: Date): Promise<KliinicSessionRecord[]> {
    const rows = await em.execute<SessionRow[]>('select * from kliinic_session where cancelled_at is null and starts_at > ? order by starts_at asc', [now]);
    return rows.map(toRecord);
  }

  /** The `limit` most recent sessions not cancelled that started by `now`, most recent first. */
  async findRecentPast(em: EntityManager, now: Date, limit: number): Promise<KliinicSessionRecord[]> {
    const rows = await em.execute<SessionRow[]>('select * from kliinic_session where cancelled_at is null and starts_at <= ? order by starts_at desc limit ?', [
      now,
      limit,
    ]);
    return rows.map(toRecord);
  }

  /** The session, if it is not cancelled and starts after `now`. */
  async findUpcomingById(em: EntityManager, sessionId: string, now: Date): Promise<KliinicSessionRecord | null> {
    const [row] = await em.execute<SessionRow[]>('select * from kliinic_session where id = ? and cancelled_at is null and starts_at > ? limit 1', [sessionId, now]);
    return row ? toRecord(row) : null;
  }

  /** Keeps the library's reading with the session, when it answers the session's latest words (`topicEventId`). */
  async keepMaterials(em: EntityManager, sessionId: string, topicEventId: string, items: TopicMaterial[]): Promise<void> {
    await em.execute('update kliinic_session set materials = ?::jsonb where id = ? and topic_event_id = ?', [JSON.stringify(items), sessionId, topicEventId]);
  }

  async findStart(em: EntityManager, sessionId: string): Promise<Date | null> {
    const [session] = await em.execute<{ starts_at: Date }[]>('select starts_at from kliinic_session where id = ?', [sessionId]);
    return session ? new Date(session.starts_at) : null;
  }

  /** Locks the session row until the transaction ends: who decides about its seats does so one at a time. */
  async lockForSeats(tx: EntityManager, sessionId: string): Promise<{ capacity: number; starts_at: Date; cancelled_at: Date | null } | null> {
    const [session] = await tx.execute<{ capacity: number; starts_at: Date; cancelled_at: Date | null }[]>(
      'select capacity, starts_at, cancelled_at from kliinic_session where id = ? for update',
      [sessionId],
    );
    return session ?? null;
  }

  async findTitle(em: EntityManager, sessionId: string): Promise<string | null> {
    const [session] = await em.execute<{ title: string }[]>('select title from kliinic_session where id = ?', [sessionId]);
    return session?.title ?? null;
  }

  async findPaidSession(em: EntityManager, sessionId: string): Promise<PaidSessionRow | null> {
    const [row] = await em.execute<PaidSessionRow[]>('select id, title, starts_at, duration_minutes from kliinic_session where id = ?', [sessionId]);
    return row ?? null;
  }
}
