import type { KliinicNotes } from '@kiin/contracts';
import { api } from '../../../api/api';

/** A transcript as typed or pasted (sent as JSON), or a file's text with its type (WebVTT or plain text). */
export interface TranscriptUpload {
  sessionId: string;
  transcript: string;
  contentType?: 'text/vtt' | 'text/plain';
}

/** Kliinic notes: the staff calls (experts and admins). The member's own notes are the member area's (features/member/api). */
export const staffApi = api
  .enhanceEndpoints({
    endpoints: {
      staffKliinics: { providesTags: ['StaffKliinics'] },
      kliinicNotes: { providesTags: (_r, _e, id) => [{ type: 'KliinicNotes', id }] },
      saveKliinicNotes: { invalidatesTags: (_r, _e, { sessionId }) => [{ type: 'KliinicNotes', id: sessionId }] },
      approveKliinicNotes: { invalidatesTags: (_r, _e, sessionId) => [{ type: 'KliinicNotes', id: sessionId }, 'StaffKliinics'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Hand-written: the OpenAPI document does not describe the upload's body (JSON or the file's own text). */
      uploadTranscript: build.mutation<KliinicNotes, TranscriptUpload>({
        query: ({ sessionId, transcript, contentType }) => ({
          url: `/api/staff/kliinics/${encodeURIComponent(sessionId)}/transcript`,
          method: 'POST',
          ...(contentType ? { body: transcript, headers: { 'content-type': contentType } } : { body: { transcript } }),
        }),
        invalidatesTags: (_r, _e, { sessionId }) => [{ type: 'KliinicNotes', id: sessionId }, 'StaffKliinics'],
      }),
    }),
  });

export const {
  useStaffKliinicsQuery,
  useKliinicNotesQuery,
  useUploadTranscriptMutation,
  useSaveKliinicNotesMutation,
  usePreviewKliinicNotesMutation,
  useApproveKliinicNotesMutation,
} = staffApi;
