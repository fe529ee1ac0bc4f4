import { ErrorCode, type KliinicLibraryItem, type KliinicNotes, type KliinicNotesDelivery, kliinicNotesLimits, type KliinicNotesStatus, kliinicNotesTexts } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notesMessages } from './notes.messages';

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

export const selectNotes = `select n.*, s.title, s.starts_at, s.hosts from kliinic_notes n join kliinic_session_ref s on s.session_id = n.session_id`;
export const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const days = (n: number) => n * 24 * 3600 * 1000;

/**
 * One session's notes as staff see them, with each ticket holder's delivery. Shared by the staff
 * read and the workflow, which answers every change with the notes as it left them; `em` may be a
 * transaction, so an upload can answer before its job is queued.
 */
export async function readNotes(em: EntityManager, sessionId: string): Promise<KliinicNotes> {
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
