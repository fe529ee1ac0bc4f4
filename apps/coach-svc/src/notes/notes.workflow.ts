import { type Actor, ErrorCode, type KliinicLibraryItem, type KliinicNotes, kliinicNotesJobId, kliinicNotesLimits, type KliinicSessionFacts } from '@kiin/contracts';
import { DomainError, type JobQueues, requireAccess } from '@kiin/service-kit';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NotesWriter } from './notes-writer';
import { notesMessages } from './notes.messages';
import type { NotesRepository } from './notes.repository';
import { readNotes } from './notes.rows';
import { readTranscript, redactTranscript } from './transcript';

/**
 * A session's notes from transcript to approval: the upload queues a draft, the worker writes it,
 * an expert edits and approves it, and approval hands it to delivery. Each upload is numbered, so
 * a job for an older upload finds nothing to do. A transcript is kept only so many days after its notes went out.
 */
export class NotesWorkflow {
  constructor(
    private readonly orm: MikroORM,
    private readonly notes: NotesRepository,
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
      await this.notes.keepSession(tx, session);
      const current = await this.notes.lockStatus(tx, session.id);
      if (current === 'approved' || current === 'sent') {
        throw new DomainError(ErrorCode.KliinicNotesConflict, notesMessages.replaceApproved);
      }
      const upload = await this.notes.startDrafting(tx, session.id, transcript, library.slice(0, kliinicNotesLimits.libraryMatches));
      return { upload, accepted: await readNotes(this.notes, tx, session.id) };
    });
    await this.jobs.add('kliinic-notes.generate', { sessionId: session.id, upload: String(upload) }, kliinicNotesJobId.generate(session.id, String(upload)));
    return accepted;
  }

  /** Writes the draft for this upload (a worker job); a later upload makes this job do nothing. */
  async generate(writer: NotesWriter, sessionId: string, upload: number): Promise<void> {
    const em = this.em();
    const row = await this.notes.findNotes(em, sessionId);
    if (!row || row.upload !== upload || row.status !== 'drafting' || row.transcript === null) return;
    const { turns } = redactTranscript(readTranscript(row.transcript), row.hosts);
    const markdown = await writer.write({ title: row.title, turns, library: row.library, origin: this.origin });
    await this.notes.keepDraft(em, sessionId, upload, markdown, writer.kind);
  }

  /** A job that will not be retried again: its error stays on the staff screen. */
  async parkGenerate(sessionId: string, upload: number, error: string): Promise<void> {
    await this.notes.recordDraftError(this.em(), sessionId, upload, `The draft could not be written: ${error}`);
  }

  async save(actor: Actor | null, sessionId: string, markdown: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.em();
    if (!(await this.notes.saveDraft(em, sessionId, markdown))) await this.refuse(em, sessionId);
    return readNotes(this.notes, em, sessionId);
  }

  /**
   * Nothing is sent unapproved. Approval records one delivery per ticket holder and queues the
   * fan-out; approving again (or a retried job) finds the same rows and job ids and sends nothing twice.
   */
  async approve(actor: Actor | null, sessionId: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.em();
    const status = await em.transactional(async (tx) => {
      const row = await this.notes.lockForApproval(tx, sessionId);
      if (!row) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
      if (row.status === 'drafting') throw new DomainError(ErrorCode.KliinicNotesConflict, notesMessages.stillDrafting);
      if (row.status === 'draft') {
        await this.notes.markApproved(tx, sessionId);
        await this.notes.addDeliveries(tx, sessionId);
      }
      return row.status === 'draft' ? 'approved' : row.status;
    });
    if (status === 'approved') await this.jobs.add('kliinic-notes.send', { sessionId }, kliinicNotesJobId.send(sessionId));
    return readNotes(this.notes, em, sessionId);
  }

  /** Deletes the transcripts of notes that went out more than the kept days ago. */
  async sweep(now = new Date()): Promise<number> {
    return this.notes.deleteTranscriptsSentBefore(this.em(), now, kliinicNotesLimits.transcriptRetentionDays);
  }

  /** Why a draft could not be saved: there are no notes, the draft is still being written, or it is approved. */
  private async refuse(em: EntityManager, sessionId: string): Promise<never> {
    const status = await this.notes.findStatus(em, sessionId);
    if (!status) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
    throw new DomainError(ErrorCode.KliinicNotesConflict, status === 'drafting' ? notesMessages.stillDrafting : notesMessages.alreadyApproved);
  }
}
