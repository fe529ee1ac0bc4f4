import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KliinicLibraryItem, KliinicNotesDelivery, KliinicNotesStatus, KliinicSessionFacts } from '@kiin/contracts';
import { cursorTimeSql, type CursorPosition } from '@kiin/service-kit';

/** A `kliinic_notes` row joined to the session it belongs to, as `selectNotes` reads it. */
export interface NotesRow {
  session_id: string;
  status: KliinicNotesStatus;
  upload: number;
  transcript: string | null;
  library: KliinicLibraryItem[];
  markdown: string;
  written_by: 'local' | 'model' | null;
  error: string | null;
  uploaded_at: Date;
  approved_at: Date | null;
  sent_at: Date | null;
  transcript_deleted_at: Date | null;
  title: string;
  starts_at: Date;
  hosts: string[];
}

/** A row of the staff's list: where a session's notes stand and how their mails went. */
export interface StaffNotesRow {
  session_id: string;
  status: KliinicNotesStatus;
  error: string | null;
  title: string;
  starts_at: Date;
  sent: number;
  failed: number;
}

/** One ticket holder's notes mail, as staff see it. */
export interface DeliveryRow {
  user_id: string;
  status: KliinicNotesDelivery['status'];
  error: string | null;
  updated_at: Date;
}

const selectNotes = `select n.*, s.title, s.starts_at, s.hosts from kliinic_notes n join kliinic_session_ref s on s.session_id = n.session_id`;

/**
 * A kliinic's notes (`kliinic_notes`), the session facts they were written for
 * (`kliinic_session_ref`), one mail of them per ticket holder (`kliinic_notes_delivery`), and
 * the ticket holders they go to (read from `kliinic_ticket`).
 */
@Injectable()
export class NotesRepository {
  async findNotes(em: EntityManager, sessionId: string): Promise<NotesRow | null> {
    const [row] = await em.execute<NotesRow[]>(`${selectNotes} where n.session_id = ?`, [sessionId]);
    return row ?? null;
  }

  /** The session's notes, once approved. */
  async findApprovedNotes(em: EntityManager, sessionId: string): Promise<NotesRow | null> {
    const [row] = await em.execute<NotesRow[]>(`${selectNotes} where n.session_id = ? and n.status in ('approved', 'sent')`, [sessionId]);
    return row ?? null;
  }

  /** Every session's notes with the count of mails sent and failed. */
  findStaffList(em: EntityManager): Promise<StaffNotesRow[]> {
    return em.execute<StaffNotesRow[]>(
      `select n.session_id, n.status, n.error, s.title, s.starts_at,
         (select count(*)::int from kliinic_notes_delivery d where d.session_id = n.session_id and d.status = 'sent') as sent,
         (select count(*)::int from kliinic_notes_delivery d where d.session_id = n.session_id and d.status = 'failed') as failed
         from kliinic_notes n join kliinic_session_ref s on s.session_id = n.session_id`,
    );
  }

  /** `limit` of the approved notes of the sessions the member holds a ticket for, newest session first, after `after` (from the newest without one). */
  findMemberPage(em: EntityManager, userId: string, after: CursorPosition | null, limit: number): Promise<(NotesRow & { cursor_at: string })[]> {
    const where = [
      `n.status in ('approved', 'sent')`,
      'exists (select 1 from kliinic_ticket t where t.session_id = n.session_id and t.user_id = ? and not t.cancelled)',
    ];
    const params: unknown[] = [userId];
    if (after) {
      where.push('(s.starts_at, n.session_id) < (?::timestamptz, ?)');
      params.push(after.at, after.id);
    }
    return em.execute<(NotesRow & { cursor_at: string })[]>(
      `select n.*, s.title, s.starts_at, s.hosts, ${cursorTimeSql('s.starts_at')} as cursor_at
         from kliinic_notes n join kliinic_session_ref s on s.session_id = n.session_id
        where ${where.join(' and ')}
        order by s.starts_at desc, n.session_id desc
        limit ?`,
      [...params, limit],
    );
  }

  /** The number of members holding a ticket, per session. */
  async countTicketHoldersBySession(em: EntityManager): Promise<Map<string, number>> {
    const rows = await em.execute<{ session_id: string; n: number }[]>(
      'select session_id, count(distinct user_id)::int as n from kliinic_ticket where not cancelled group by session_id',
    );
    return new Map(rows.map((r) => [r.session_id, r.n]));
  }

  async countTicketHolders(em: EntityManager, sessionId: string): Promise<number> {
    const [{ n }] = await em.execute<{ n: number }[]>('select count(distinct user_id)::int as n from kliinic_ticket where session_id = ? and not cancelled', [sessionId]);
    return n;
  }

  /** The session's notes mails, by status and member. */
  findDeliveries(em: EntityManager, sessionId: string): Promise<DeliveryRow[]> {
    return em.execute<DeliveryRow[]>('select user_id, status, error, updated_at from kliinic_notes_delivery where session_id = ? order by status, user_id', [sessionId]);
  }

  /** Keeps the session's facts as billing's programme gave them with the transcript. */
  async keepSession(tx: EntityManager, session: KliinicSessionFacts): Promise<void> {
    await tx.execute(
      `insert into kliinic_session_ref (session_id, title, starts_at, hosts) values (?, ?, ?, ?)
         on conflict (session_id) do update set title = excluded.title, starts_at = excluded.starts_at, hosts = excluded.hosts`,
      [session.id, session.title, session.startsAt, JSON.stringify(session.hosts ?? [])],
    );
  }

  async findStatus(em: EntityManager, sessionId: string): Promise<KliinicNotesStatus | null> {
    const [row] = await em.execute<{ status: KliinicNotesStatus }[]>('select status from kliinic_notes where session_id = ?', [sessionId]);
    return row?.status ?? null;
  }

  /** The notes' status, their row locked until the transaction ends. */
  async lockStatus(tx: EntityManager, sessionId: string): Promise<KliinicNotesStatus | null> {
    const [row] = await tx.execute<{ status: KliinicNotesStatus }[]>('select status from kliinic_notes where session_id = ? for update', [sessionId]);
    return row?.status ?? null;
  }

  /** The notes' status and text, their row locked until the transaction ends. */
  async lockForApproval(tx: EntityManager, sessionId: string): Promise<{ status: KliinicNotesStatus; markdown: string } | null> {
    const [row] = await tx.execute<{ status: KliinicNotesStatus; markdown: string }[]>('select status, markdown from kliinic_notes where session_id = ? for update', [
      sessionId,
    ]);
    return row ?? null;
  }

  /** A new transcript: the notes start over, drafting, under the next upload number, which is returned. */
  async startDrafting(tx: EntityManager, sessionId: string, transcript: string, library: KliinicLibraryItem[]): Promise<number> {
    const [row] = await tx.execute<{ upload: number }[]>(
      `insert into kliinic_notes (session_id, status, transcript, library) values (?, 'drafting', ?, ?)
         on conflict (session_id) do update set status = 'drafting', upload = kliinic_notes.upload + 1, transcript = excluded.transcript,
           library = excluded.library, markdown = '', written_by = null, error = null, uploaded_at = now(), updated_at = now()
         returning upload`,
      [sessionId, transcript, JSON.stringify(library)],
    );
    return row.upload;
  }

  /** The draft written for `upload`, if the notes are still drafting that upload. */
  async keepDraft(em: EntityManager, sessionId: string, upload: number, markdown: string, writtenBy: 'local' | 'model'): Promise<void> {
    await em.execute(
      `update kliinic_notes set status = 'draft', markdown = ?, written_by = ?, error = null, updated_at = now()
        where session_id = ? and upload = ? and status = 'drafting'`,
      [markdown, writtenBy, sessionId, upload],
    );
  }

  async recordDraftError(em: EntityManager, sessionId: string, upload: number, error: string): Promise<void> {
    await em.execute(`update kliinic_notes set error = ?, updated_at = now() where session_id = ? and upload = ?`, [error, sessionId, upload]);
  }

  /** Saves an expert's edit of a draft; whether there was a draft to edit. */
  async saveDraft(em: EntityManager, sessionId: string, markdown: string): Promise<boolean> {
    const updated = await em.execute<{ session_id: string }[]>(
      `update kliinic_notes set markdown = ?, updated_at = now() where session_id = ? and status = 'draft' returning session_id`,
      [markdown, sessionId],
    );
    return updated.length > 0;
  }

  async markApproved(tx: EntityManager, sessionId: string): Promise<void> {
    await tx.execute(`update kliinic_notes set status = 'approved', approved_at = now(), updated_at = now() where session_id = ?`, [sessionId]);
  }

  async markSent(tx: EntityManager, sessionId: string): Promise<void> {
    await tx.execute(`update kliinic_notes set status = 'sent', sent_at = now(), updated_at = now() where session_id = ?`, [sessionId]);
  }

  /** Deletes the transcripts of notes sent more than `days` before `now`; how many. */
  async deleteTranscriptsSentBefore(em: EntityManager, now: Date, days: number): Promise<number> {
    const deleted = await em.execute<{ session_id: string }[]>(
      `update kliinic_notes set transcript = null, transcript_deleted_at = now()
        where transcript is not null and sent_at is not null and sent_at < ?::timestamptz - make_interval(days => ?)
        returning session_id`,
      [now, days],
    );
    return deleted.length;
  }

  /** One pending mail per ticket holder of the session; those recorded already stay as they are. */
  async addDeliveries(tx: EntityManager, sessionId: string): Promise<void> {
    await tx.execute(
      `insert into kliinic_notes_delivery (session_id, user_id)
           select distinct session_id, user_id from kliinic_ticket where session_id = ? and not cancelled
           on conflict do nothing`,
      [sessionId],
    );
  }

  /** The members whose mail is still to be sent. */
  async findPendingRecipients(em: EntityManager, sessionId: string): Promise<string[]> {
    const pending = await em.execute<{ user_id: string }[]>(`select user_id from kliinic_notes_delivery where session_id = ? and status = 'pending' order by user_id`, [
      sessionId,
    ]);
    return pending.map((r) => r.user_id);
  }

  async findDeliveryStatus(em: EntityManager, sessionId: string, userId: string): Promise<KliinicNotesDelivery['status'] | null> {
    const [delivery] = await em.execute<{ status: KliinicNotesDelivery['status'] }[]>('select status from kliinic_notes_delivery where session_id = ? and user_id = ?', [
      sessionId,
      userId,
    ]);
    return delivery?.status ?? null;
  }

  /** The member's mail was delivered; whether it was not recorded as sent before. */
  async markDelivered(tx: EntityManager, sessionId: string, userId: string): Promise<boolean> {
    const updated = await tx.execute<{ user_id: string }[]>(
      `update kliinic_notes_delivery set status = 'sent', error = null, updated_at = now()
          where session_id = ? and user_id = ? and status <> 'sent' returning user_id`,
      [sessionId, userId],
    );
    return updated.length > 0;
  }

  async markDeliveryFailed(em: EntityManager, sessionId: string, userId: string, error: string): Promise<void> {
    await em.execute(
      `update kliinic_notes_delivery set status = 'failed', error = ?, updated_at = now() where session_id = ? and user_id = ? and status <> 'sent'`,
      [error, sessionId, userId],
    );
  }

  /** The session's mails not sent yet, and those sent. */
  async countDeliveries(tx: EntityManager, sessionId: string): Promise<{ open: number; sent: number }> {
    const [counts] = await tx.execute<{ open: number; sent: number }[]>(
      `select count(*) filter (where status <> 'sent')::int as open, count(*) filter (where status = 'sent')::int as sent
           from kliinic_notes_delivery where session_id = ?`,
      [sessionId],
    );
    return counts;
  }
}
