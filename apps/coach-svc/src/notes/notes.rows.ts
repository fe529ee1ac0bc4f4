import { ErrorCode, type KliinicNotes, kliinicNotesLimits, kliinicNotesTexts } from '@kiin/contracts';
import { DomainError, notesPlace, renderMarkdown } from '@kiin/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notesMessages } from './notes.messages';
import type { NotesRepository } from './notes.repository';

export const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const days = (n: number) => n * 24 * 3600 * 1000;

/**
 * One session's notes as staff see them, with each ticket holder's delivery. Shared by the staff
 * read and the workflow, which answers every change with the notes as it left them; `em` may be a
 * transaction, so an upload can answer before its job is queued.
 */
export async function readNotes(notes: NotesRepository, em: EntityManager, sessionId: string): Promise<KliinicNotes> {
  const row = await notes.findNotes(em, sessionId);
  if (!row) throw new DomainError(ErrorCode.KliinicNotesNotFound, notesMessages.notFound);
  const deliveries = await notes.findDeliveries(em, sessionId);
  const n = await notes.countTicketHolders(em, sessionId);
  return {
    sessionId: row.session_id,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    status: row.status,
    markdown: row.markdown,
    html: renderMarkdown(row.markdown, notesPlace),
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
