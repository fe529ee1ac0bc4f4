import {
  type Actor,
  ErrorCode,
  type KliinicNotes,
  kliinicNotesTexts,
  type KliinicSessionFacts,
  type MemberKliinicNotes,
  type MemberKliinicNotesListQuery,
  memberNotesPageSize,
  type Page,
  pageSizeOf,
  type StaffKliinicSession,
} from '@kiin/contracts';
import { type CursorList, decodeCursor, DomainError, encodeCursor, notesPlace, pageFrom, renderMarkdown, requireAccess } from '@kiin/service-kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NotesRepository } from './notes.repository';
import { iso, readNotes } from './notes.rows';

/** The member's notes list; its rows are ordered by their session's start, the session's id breaking ties. */
const notesCursor: CursorList = { letter: 'n' };

/** The reads: the staff's list of sessions and one session's notes, and a member's own approved notes. */
export class NotesQueries {
  constructor(
    private readonly orm: MikroORM,
    private readonly notes: NotesRepository,
  ) {}

  /**
   * Every session of the programme with where its notes stand. Sessions come from the caller
   * (billing's programme), so one without notes yet still shows, ready for its transcript.
   */
  async sessions(actor: Actor | null, programme: KliinicSessionFacts[]): Promise<StaffKliinicSession[]> {
    requireAccess(actor, 'kliinic.write-notes');
    const em = this.orm.em.fork();
    const rows = await this.notes.findStaffList(em);
    const holders = await this.notes.countTicketHoldersBySession(em);
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

  async get(actor: Actor | null, sessionId: string): Promise<KliinicNotes> {
    requireAccess(actor, 'kliinic.write-notes');
    return readNotes(this.notes, this.orm.em.fork(), sessionId);
  }

  /** A page of the approved notes of the sessions the member holds a ticket for, newest session first. */
  async mine(actor: Actor | null, query: Partial<MemberKliinicNotesListQuery>): Promise<Page<MemberKliinicNotes>> {
    if (!actor) throw new DomainError(ErrorCode.AuthRequired, 'Authentication required');
    const limit = pageSizeOf(query.limit, memberNotesPageSize);
    const after = query.cursor ? decodeCursor(notesCursor, query.cursor) : null;
    const rows = await this.notes.findMemberPage(this.orm.em.fork(), actor.userId, after, limit + 1);
    return pageFrom(
      rows,
      limit,
      (r) => ({
        sessionId: r.session_id,
        title: r.title,
        startsAt: iso(r.starts_at)!,
        markdown: r.markdown,
        html: renderMarkdown(r.markdown, notesPlace),
        disclaimer: kliinicNotesTexts.disclaimer,
        approvedAt: iso(r.approved_at)!,
      }),
      (last) => encodeCursor(notesCursor, { at: last.cursor_at, id: last.session_id }),
    );
  }
}
