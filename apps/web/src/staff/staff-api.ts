import type { Access, KliinicNotes, KliinicNotesBody, MemberKliinicNotes, Page, StaffKliinicSession } from '@kiin/contracts';
import { api } from '../api/api';
import { byCursor } from '../api/paging';

const withTags = api.enhanceEndpoints({ addTagTypes: ['KliinicNotes', 'StaffKliinics', 'MyKliinicNotes'] });

/** A transcript as typed or pasted (sent as JSON), or a file's text with its type (WebVTT or plain text). */
export interface TranscriptUpload {
  sessionId: string;
  transcript: string;
  contentType?: 'text/vtt' | 'text/plain';
}

/** Kliinic notes: the staff calls (experts and admins) and the member's own notes. */
export const staffApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** What the member's staff roles let them do; a staff screen asks before drawing its tools. */
    access: build.query<Access, void>({ query: () => '/auth/access' }),
    staffKliinics: build.query<StaffKliinicSession[], void>({ query: () => '/staff/kliinics', providesTags: ['StaffKliinics'] }),
    kliinicNotes: build.query<KliinicNotes, string>({
      query: (sessionId) => `/staff/kliinics/${encodeURIComponent(sessionId)}/notes`,
      providesTags: (_r, _e, id) => [{ type: 'KliinicNotes', id }],
    }),
    uploadTranscript: build.mutation<KliinicNotes, TranscriptUpload>({
      query: ({ sessionId, transcript, contentType }) => ({
        url: `/staff/kliinics/${encodeURIComponent(sessionId)}/transcript`,
        method: 'POST',
        ...(contentType ? { body: transcript, headers: { 'content-type': contentType } } : { body: { transcript } }),
      }),
      invalidatesTags: (_r, _e, { sessionId }) => [{ type: 'KliinicNotes', id: sessionId }, 'StaffKliinics'],
    }),
    saveKliinicNotes: build.mutation<KliinicNotes, KliinicNotesBody & { sessionId: string }>({
      query: ({ sessionId, markdown }) => ({ url: `/staff/kliinics/${encodeURIComponent(sessionId)}/notes`, method: 'PUT', body: { markdown } }),
      invalidatesTags: (_r, _e, { sessionId }) => [{ type: 'KliinicNotes', id: sessionId }],
    }),
    approveKliinicNotes: build.mutation<KliinicNotes, string>({
      query: (sessionId) => ({ url: `/staff/kliinics/${encodeURIComponent(sessionId)}/notes/approve`, method: 'POST' }),
      invalidatesTags: (_r, _e, sessionId) => [{ type: 'KliinicNotes', id: sessionId }, 'StaffKliinics'],
    }),
    /** The member's approved notes, newest session first, a page at a time. */
    myKliinicNotes: build.infiniteQuery<Page<MemberKliinicNotes>, void, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ pageParam }) => `/kliinics/notes${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['MyKliinicNotes'],
    }),
  }),
});

export const {
  useAccessQuery,
  useStaffKliinicsQuery,
  useKliinicNotesQuery,
  useUploadTranscriptMutation,
  useSaveKliinicNotesMutation,
  useApproveKliinicNotesMutation,
  useMyKliinicNotesInfiniteQuery,
} = staffApi;
