import {
  type Actor,
  ErrorCode,
  type KliinicLibraryItem,
  type KliinicNotes,
  type KliinicNotesDelivery,
  kliinicNotesJobId,
  kliinicNotesLimits,
  type KliinicNotesStatus,
  kliinicNotesTexts,
  type KliinicSessionFacts,
  type MemberKliinicNotes,
  type MemberKliinicNotesListQuery,
  memberNotesPageSize,
  type Page,
  pageSizeOf,
  type StaffKliinicSession,
} from '@kiin/contracts';
import { type CursorList, cursorTimeSql, decodeCursor, DomainError, encodeCursor, logger, pageFrom, recordEvent, requireAccess } from '@kiin/service-kit';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NotesQueue } from './notes-queue';
import type { NotesWriter } from './notes-writer';
import { linkedItems } from './summariser';
import { readTranscript, redactTranscript } from './transcript';

interface NotesRow {
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

const selectNotes = `select n.*, s.title, s.starts_at, s.hosts from kliinic_notes n join kliinic_session_ref s on s.session_id = n.session_id`;
/** The member's notes list; its rows are ordered by their session's start, the session's id breaking ties. */
const notesCursor: CursorList = { letter: 'n' };
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const days = (n: number) => n * 24 * 3600 * 1000;

export const notesMessages = {
  notFound: 'There are no notes for this session yet: upload its transcript first.',
  emptyTranscript: 'The transcript has no words to summarise. Upload the session\'s WebVTT or plain text transcript.',
  stillDrafting: 'The draft is still being written. Try again in a moment.',
  alreadyApproved: 'These notes are approved and being sent; they can no longer be changed.',
  replaceApproved: 'These notes are approved: a new transcript cannot replace them.',
} as const;

/** The session's date as a person reads it (Sydney time). */
export const sessionDate = (startsAt: Date): string =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt);

/**
 * Kliinic notes: a transcript becomes a draft (job), an expert edits and approves it, and one mail
 * per ticket holder goes out (jobs); `kliinic.notes-sent.v1` when all are sent. The ticket holders
 * come from billing's booking events; the coach never holds an address.
 */
export class NotesService {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: NotesQueue,
    private readonly origin: string,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  /* ---------- the projection of billing's bookings ---------- */

  async booked(em: EntityManager, p: { userId: string; sessionId: string; bookingId: string }): Promise<void> {
    await em.execute('insert into kliinic_ticket (booking_id, session_id, user_id) values (?, ?, ?) on conflict (booking_id) do nothing', [
      p.bookingId,
      p.sessionId,
      p.userId,
    ]);
  }

  /** A cancellation may arrive before its booking: the row is kept, cancelled. */
  async cancelled(em: EntityManager, p: { userId: string; sessionId: string; bookingId: string }): Promise<void> {
    await em.execute(
      `insert into kliinic_ticket (booking_id, session_id, user_id, cancelled) values (?, ?, ?, true)
       on conflict (booking_id) do update set cancelled = true`,
      [p.bookingId, p.sessionId, p.userId],
    );
  }

  /* ---------- staff and member calls ---------- */

  async sessions(actor: Actor | null, programme: KliinicSessionFacts[]): Promise<StaffKliinicSession[]> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.em();
    const rows = await em.execute<(NotesRow & { sent: number; failed: number })[]>(
      `${selectNotes.replace('select n.*', `select n.session_id, n.status, n.error, s.title, s.starts_at,
         (select count(*)::int from kliinic_notes_delivery d where d.session_id = n.session_id and d.status = 'sent') as sent,
         (select count(*)::int from kliinic_notes_delivery d where d.session_id = n.session_id and d.status = 'failed') as failed`)}`,
    );
    const holders = new Map(
      (
        await em.execute<{ session_id: string; n: number }[]>(
          'select session_id, count(distinct user_id)::int as n from kliinic_ticket where not cancelled group by session_id',
        )
      ).map((r) => [r.session_id, r.n]),
    );
    const byId = new Map<string, StaffKliinicSession>();
    for (const s of programme) {
      byId.set(s.id, { sessionId: s.id, title: s.title, startsAt: s.startsAt, status: null, ticketHolders: holders.get(s.id) ?? 0, sent: 0, failed: 0, error: null });
    }
    for (const r of rows) {
      byId.set(r.session_id, {
        sessionId: r.session_id,
        title: r.title,
        startsAt: new Date(r.starts_at).toISOString(),
        status: r.status,
        ticketHolders: holders.get(r.session_id) ?? 0,
        sent: r.sent,
        failed: r.failed,
        error: r.error ?? (r.failed > 0 ? `${r.failed} mail${r.failed === 1 ? '' : 's'} could not be sent.` : null),
      });
    }
    return [...byId.values()].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  }

  async upload(actor: Actor | null, session: KliinicSessionFacts, transcript: string, library: KliinicLibraryItem[]): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    if (readTranscript(transcript).every((t) => !/\p{L}{2}/u.test(t.text))) throw new DomainError(ErrorCode.ValidationFailed, notesMessages.emptyTranscript);
    const em = this.em();
    // The answer is the notes as this upload left them (drafting), read before the job is queued:
    // a quick worker may have written the draft by the time a read after it would run.
    const { upload, accepted } = await em.transactional(async (tx) => {
      await tx.execute(
        `insert into kliinic_session_ref (session_id, title, starts_at, hosts) values (?, ?, ?, ?)
         on conflict (session_id) do update set title = excluded.title, starts_at = excluded.starts_at, hosts = excluded.hosts`,
        [session.id, session.title, session.startsAt, JSON.stringify(session.hosts ?? [])],
      );
      const [current] = await tx.execute<{ status: KliinicNotesStatus }[]>('select status from kliinic_notes where session_id = ? for update', [session.id]);
      if (current && (current.status === 'approved' || current.status === 'sent')) {
        throw new DomainError(ErrorCode.KliinicNotesConflict, notesMessages.replaceApproved);
      }
      const [row] = await tx.execute<{ upload: number }[]>(
        `insert into kliinic_notes (session_id, status, transcript, library) values (?, 'drafting', ?, ?)
         on conflict (session_id) do update set status = 'drafting', upload = kliinic_notes.upload + 1, transcript = excluded.transcript,
           library = excluded.library, markdown = '', written_by = null, error = null, uploaded_at = now(), updated_at = now()
         returning upload`,
        [session.id, transcript, JSON.stringify(library.slice(0, kliinicNotesLimits.libraryMatches))],
      );
      return { upload: row.upload, accepted: await this.read(tx, session.id) };
    });
    await this.queue.add('kliinic-notes.generate', { sessionId: session.id, upload: String(upload) }, kliinicNotesJobId.generate(session.id, String(upload)));
    return accepted;
  }

  async get(actor: Actor | null, sessionId: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    return this.read(this.em(), sessionId);
  }

  async save(actor: Actor | null, sessionId: string, markdown: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.em();
    const updated = await em.execute<{ session_id: string }[]>(
      `update kliinic_notes set markdown = ?, updated_at = now() where session_id = ? and status = 'draft' returning session_id`,
      [markdown, sessionId],
    );
    if (updated.length === 0) await this.refuse(em, sessionId);
    return this.read(em, sessionId);
  }

  /**
   * Nothing is sent unapproved. Approval records one delivery per ticket holder and queues the
   * fan-out; approving again (or a retried job) finds the same rows and job ids and sends nothing twice.
   */
  async approve(actor: Actor | null, sessionId: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.em();
    const status = await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ status: KliinicNotesStatus; markdown: string }[]>(
        'select status, markdown from kliinic_notes where session_id = ? for update',
        [sessionId],
      );
      if (!row) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
      if (row.status === 'drafting') throw new DomainError(ErrorCode.KliinicNotesConflict, notesMessages.stillDrafting);
      if (row.status === 'draft') {
        await tx.execute(`update kliinic_notes set status = 'approved', approved_at = now(), updated_at = now() where session_id = ?`, [sessionId]);
        await tx.execute(
          `insert into kliinic_notes_delivery (session_id, user_id)
           select distinct session_id, user_id from kliinic_ticket where session_id = ? and not cancelled
           on conflict do nothing`,
          [sessionId],
        );
      }
      return row.status === 'draft' ? 'approved' : row.status;
    });
    if (status === 'approved') await this.queue.add('kliinic-notes.send', { sessionId }, kliinicNotesJobId.send(sessionId));
    return this.read(em, sessionId);
  }

  /** A page of the approved notes of the sessions the member holds a ticket for, newest session first. */
  async mine(actor: Actor | null, query: Partial<MemberKliinicNotesListQuery>): Promise<Page<MemberKliinicNotes>> {
    if (!actor) throw new DomainError(ErrorCode.AuthRequired, 'Authentication required');
    const limit = pageSizeOf(query.limit, memberNotesPageSize);
    const where = [
      `n.status in ('approved', 'sent')`,
      'exists (select 1 from kliinic_ticket t where t.session_id = n.session_id and t.user_id = ? and not t.cancelled)',
    ];
    const params: unknown[] = [actor.userId];
    if (query.cursor) {
      const after = decodeCursor(notesCursor, query.cursor);
      where.push('(s.starts_at, n.session_id) < (?::timestamptz, ?)');
      params.push(after.at, after.id);
    }
    const rows = await this.em().execute<(NotesRow & { cursor_at: string })[]>(
      `select n.*, s.title, s.starts_at, s.hosts, ${cursorTimeSql('s.starts_at')} as cursor_at
         from kliinic_notes n join kliinic_session_ref s on s.session_id = n.session_id
        where ${where.join(' and ')}
        order by s.starts_at desc, n.session_id desc
        limit ?`,
      [...params, limit + 1],
    );
    return pageFrom(
      rows,
      limit,
      (r) => ({
        sessionId: r.session_id,
        title: r.title,
        startsAt: iso(r.starts_at)!,
        markdown: r.markdown,
        disclaimer: kliinicNotesTexts.disclaimer,
        approvedAt: iso(r.approved_at)!,
      }),
      (last) => encodeCursor(notesCursor, { at: last.cursor_at, id: last.session_id }),
    );
  }

  private async refuse(em: EntityManager, sessionId: string): Promise<never> {
    const [row] = await em.execute<{ status: KliinicNotesStatus }[]>('select status from kliinic_notes where session_id = ?', [sessionId]);
    if (!row) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
    throw new DomainError(ErrorCode.KliinicNotesConflict, row.status === 'drafting' ? notesMessages.stillDrafting : notesMessages.alreadyApproved);
  }

  private async read(em: EntityManager, sessionId: string): Promise<KliinicNotes> {
    const [row] = await em.execute<NotesRow[]>(`${selectNotes} where n.session_id = ?`, [sessionId]);
    if (!row) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
    const deliveries = await em.execute<{ user_id: string; status: KliinicNotesDelivery['status']; error: string | null; updated_at: Date }[]>(
      'select user_id, status, error, updated_at from kliinic_notes_delivery where session_id = ? order by status, user_id',
      [sessionId],
    );
    const [{ n }] = await em.execute<{ n: number }[]>(
      'select count(distinct user_id)::int as n from kliinic_ticket where session_id = ? and not cancelled',
      [sessionId],
    );
    return {
      sessionId: row.session_id,
      title: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      status: row.status,
      markdown: row.markdown,
      writtenBy: row.written_by,
      disclaimer: kliinicNotesTexts.disclaimer,
      error: row.error,
      ticketHolders: n,
      deliveries: deliveries.map((d) => ({
        member: `Member ${d.user_id.slice(0, 8)}`,
        status: d.status,
        error: d.error,
        updatedAt: new Date(d.updated_at).toISOString(),
      })),
      uploadedAt: new Date(row.uploaded_at).toISOString(),
      approvedAt: iso(row.approved_at),
      sentAt: iso(row.sent_at),
      transcriptDeletesAt: row.sent_at ? new Date(new Date(row.sent_at).getTime() + days(kliinicNotesLimits.transcriptRetentionDays)).toISOString() : null,
    };
  }

  /* ---------- jobs (the coach worker) ---------- */

  /** Writes the draft for this upload; a later upload makes this job do nothing. */
  async generate(writer: NotesWriter, sessionId: string, upload: number): Promise<void> {
    const em = this.em();
    const [row] = await em.execute<NotesRow[]>(`${selectNotes} where n.session_id = ?`, [sessionId]);
    if (!row || row.upload !== upload || row.status !== 'drafting' || row.transcript === null) return;
    const { turns } = redactTranscript(readTranscript(row.transcript), row.hosts);
    const markdown = await writer.write({ title: row.title, turns, library: row.library, origin: this.origin });
    await em.execute(
      `update kliinic_notes set status = 'draft', markdown = ?, written_by = ?, error = null, updated_at = now()
        where session_id = ? and upload = ? and status = 'drafting'`,
      [markdown, writer.kind, sessionId, upload],
    );
  }

  /** A job that will not be retried again: its error stays on the staff screen. */
  async parkGenerate(sessionId: string, upload: number, error: string): Promise<void> {
    await this.em().execute(`update kliinic_notes set error = ?, updated_at = now() where session_id = ? and upload = ?`, [
      `The draft could not be written: ${error}`,
      sessionId,
      upload,
    ]);
  }

  /** The fan-out: one mail job per ticket holder still to be sent (stable ids). */
  async fanOut(sessionId: string): Promise<number> {
    const em = this.em();
    const pending = await em.execute<{ user_id: string }[]>(
      `select user_id from kliinic_notes_delivery where session_id = ? and status = 'pending' order by user_id`,
      [sessionId],
    );
    for (const { user_id } of pending) {
      await this.queue.add('kliinic-notes.mail', { sessionId, userId: user_id }, kliinicNotesJobId.mail(sessionId, user_id));
    }
    await this.finishIfDone(sessionId);
    return pending.length;
  }

  /**
   * One member's notes mail: queued on identity's `email` queue with the same stable id, then
   * recorded as sent once identity's worker has delivered it. Run again after a crash, it finds
   * the mail job (or the `sent` row) and sends nothing twice.
   */
  async mail(sessionId: string, userId: string, waitMs: number): Promise<'sent' | 'already'> {
    const em = this.em();
    const [delivery] = await em.execute<{ status: string }[]>('select status from kliinic_notes_delivery where session_id = ? and user_id = ?', [
      sessionId,
      userId,
    ]);
    if (!delivery || delivery.status === 'sent') return 'already';
    const [row] = await em.execute<NotesRow[]>(`${selectNotes} where n.session_id = ? and n.status in ('approved', 'sent')`, [sessionId]);
    if (!row) return 'already';
    const jobId = kliinicNotesJobId.mail(sessionId, userId);
    await this.queue.add(
      'email.send',
      {
        toUserId: userId,
        template: 'kliinic.notes',
        data: {
          sessionTitle: row.title,
          sessionDate: sessionDate(new Date(row.starts_at)),
          markdown: row.markdown,
          resources: linkedItems(row.markdown, row.library, this.origin),
          kliinicsLink: `${this.origin}/member/kliinics`,
          disclaimer: kliinicNotesTexts.disclaimer,
        },
      },
      jobId,
    );
    await this.queue.waitForMail(jobId, waitMs);
    await em.transactional(async (tx) => {
      const updated = await tx.execute<{ user_id: string }[]>(
        `update kliinic_notes_delivery set status = 'sent', error = null, updated_at = now()
          where session_id = ? and user_id = ? and status <> 'sent' returning user_id`,
        [sessionId, userId],
      );
      if (updated.length > 0) recordEvent(tx, 'coach-svc', 'kliinic.notes-delivered.v1', userId, { userId, sessionId });
    });
    await this.finishIfDone(sessionId);
    return 'sent';
  }

  async parkMail(sessionId: string, userId: string, error: string): Promise<void> {
    await this.em().execute(
      `update kliinic_notes_delivery set status = 'failed', error = ?, updated_at = now() where session_id = ? and user_id = ? and status <> 'sent'`,
      [error.slice(0, 500), sessionId, userId],
    );
  }

  /** When no mail is left to send: the notes are `sent` and `kliinic.notes-sent.v1` is recorded, once. */
  private async finishIfDone(sessionId: string): Promise<void> {
    await this.em().transactional(async (tx) => {
      const [row] = await tx.execute<{ status: string }[]>('select status from kliinic_notes where session_id = ? for update', [sessionId]);
      if (row?.status !== 'approved') return;
      const [{ open, sent }] = await tx.execute<{ open: number; sent: number }[]>(
        `select count(*) filter (where status <> 'sent')::int as open, count(*) filter (where status = 'sent')::int as sent
           from kliinic_notes_delivery where session_id = ?`,
        [sessionId],
      );
      if (open > 0) return;
      await tx.execute(`update kliinic_notes set status = 'sent', sent_at = now(), updated_at = now() where session_id = ?`, [sessionId]);
      recordEvent(tx, 'coach-svc', 'kliinic.notes-sent.v1', sessionId, { sessionId, recipients: sent });
      this.log.info({ sessionId, recipients: sent }, 'kliinic notes sent to every ticket holder');
    });
  }

  /** Deletes the transcripts of notes that went out more than the kept days ago. */
  async sweep(now = new Date()): Promise<number> {
    const deleted = await this.em().execute<{ session_id: string }[]>(
      `update kliinic_notes set transcript = null, transcript_deleted_at = now()
        where transcript is not null and sent_at is not null and sent_at < ?::timestamptz - make_interval(days => ?)
        returning session_id`,
      [now, kliinicNotesLimits.transcriptRetentionDays],
    );
    return deleted.length;
  }
}
