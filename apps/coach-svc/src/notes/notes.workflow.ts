import { type Actor, ErrorCode, type KliinicLibraryItem, type KliinicNotes, kliinicNotesJobId, kliinicNotesLimits, type KliinicNotesStatus, type KliinicSessionFacts } from '@kiin/contracts';
import { DomainError, type JobQueues, requireAccess } from '@kiin/service-kit';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NotesWriter } from './notes-writer';
import { notesMessages } from './notes.messages';
import { type NotesRow, readNotes, selectNotes } from './notes.rows';
import { readTranscript, redactTranscript } from './transcript';

/**
 * A session's notes from transcript to approval: the upload queues a draft, the worker writes it,
 * an expert edits and approves it, and approval hands it to delivery. Each upload is numbered, so
 * a job for an older upload finds nothing to do. A transcript is kept only so many days after its notes went out.
 */
export class NotesWorkflow {
  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueues,
    private readonly origin: string,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
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
      return { upload: row.upload, accepted: await readNotes(tx, session.id) };
    });
    await this.jobs.add('kliinic-notes.generate', { sessionId: session.id, upload: String(upload) }, kliinicNotesJobId.generate(session.id, String(upload)));
    return accepted;
  }

  /** Writes the draft for this upload (a worker job); a later upload makes this job do nothing. */
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

  async save(actor: Actor | null, sessionId: string, markdown: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.em();
    const updated = await em.execute<{ session_id: string }[]>(
      `update kliinic_notes set markdown = ?, updated_at = now() where session_id = ? and status = 'draft' returning session_id`,
      [markdown, sessionId],
    );
    if (updated.length === 0) await this.refuse(em, sessionId);
    return readNotes(em, sessionId);
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
    if (status === 'approved') await this.jobs.add('kliinic-notes.send', { sessionId }, kliinicNotesJobId.send(sessionId));
    return readNotes(em, sessionId);
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

  /** Why a draft could not be saved: there are no notes, the draft is still being written, or it is approved. */
  private async refuse(em: EntityManager, sessionId: string): Promise<never> {
    const [row] = await em.execute<{ status: KliinicNotesStatus }[]>('select status from kliinic_notes where session_id = ?', [sessionId]);
    if (!row) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
    throw new DomainError(ErrorCode.KliinicNotesConflict, row.status === 'drafting' ? notesMessages.stillDrafting : notesMessages.alreadyApproved);
  }
}
