import type { Page } from '../shared/paging';
import type { UserExport } from '../shared/privacy';
import type { RpcDef, RpcRoute } from '../shared/rpc';
import type { CoachChatBody, CoachConsentBody } from './api';
import type { LibraryPassage } from '../content/domain';
import type { CoachContext, CoachHistoryQuery, CoachMessage, CoachReply, CoachState } from './domain';
import type {
  KliinicLibraryItem,
  KliinicNotes,
  KliinicNotesBody,
  MemberKliinicNotes,
  MemberKliinicNotesListQuery,
  StaffKliinicSession,
} from './notes';

type Coach<Req, Res> = RpcDef<'coach-svc', Req, Res>;
type None = Record<string, never>;

export interface CoachRpc {
  'coach.state': Coach<{ context: CoachContext }, CoachState>;
  /** A page of the kept conversation before a cursor, newest first (the screen's "Show earlier messages"). */
  'coach.history': Coach<CoachHistoryQuery, Page<CoachMessage>>;
  /** `passages`: what the library's full-text search found for the message (content-svc). */
  'coach.chat': Coach<CoachChatBody & { context: CoachContext; passages: LibraryPassage[] }, CoachReply>;
  'coach.clear': Coach<None, { status: 'cleared' }>;
  'coach.consent': Coach<CoachConsentBody, { status: 'recorded'; version: string }>;
  'coach.withdraw-consent': Coach<None, { status: 'withdrawn' }>;
  /** Staff: the programme's sessions (from billing, via the gateway) with where their notes are. */
  'kliinic-notes.sessions': Coach<{ sessions: KliinicSessionFacts[] }, StaffKliinicSession[]>;
  /** Staff: a transcript for a session; `library`: items the library's search found for it. */
  'kliinic-notes.upload': Coach<{ session: KliinicSessionFacts; transcript: string; library: KliinicLibraryItem[] }, KliinicNotes>;
  'kliinic-notes.get': Coach<{ sessionId: string }, KliinicNotes>;
  'kliinic-notes.save': Coach<KliinicNotesBody & { sessionId: string }, KliinicNotes>;
  'kliinic-notes.approve': Coach<{ sessionId: string }, KliinicNotes>;
  /** A member: approved notes of the sessions they hold a ticket for. */
  /** A page of the approved notes of the caller's kliinics, newest session first. */
  'kliinic-notes.mine': Coach<MemberKliinicNotesListQuery, Page<MemberKliinicNotes>>;
  /** The caller's consent, its history, the conversation, daily usage and kliinic notes mailed to them, for their data export. */
  'coach.export-user': Coach<None, UserExport['coach']>;
}

const coach = { service: 'coach-svc' } as const;
export const coachRoutes = {
  'coach.state': coach,
  'coach.history': coach,
  // A model provider may take this long (one retry included); the library assistant answers at once.
  'coach.chat': { service: 'coach-svc', timeoutMs: 60_000 },
  'coach.clear': coach,
  'coach.consent': coach,
  'coach.withdraw-consent': coach,
  'kliinic-notes.sessions': coach,
  'kliinic-notes.upload': coach,
  'kliinic-notes.get': coach,
  'kliinic-notes.save': coach,
  'kliinic-notes.approve': coach,
  'kliinic-notes.mine': coach,
  'coach.export-user': coach,
} as const satisfies Record<keyof CoachRpc, RpcRoute<'coach-svc'>>;

/** What the coach keeps of a session (billing owns it). */
export interface KliinicSessionFacts {
  id: string;
  title: string;
  startsAt: string;
  /** The session's leader and guest: kept as "the expert" in the notes, never removed as attendees. */
  hosts?: string[];
}
