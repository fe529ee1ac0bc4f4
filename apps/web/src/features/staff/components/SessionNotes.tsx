import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffKliinicSession } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { QueryError } from '../../../components/QueryError';
import { kliinicTime } from '../kliinic-time';
import { NotesDeliveries } from './NotesDeliveries';
import { NotesEditor } from './NotesEditor';
import { RenderedMarkdown } from '../../../components/RenderedMarkdown';
import { SessionQuestions } from './SessionQuestions';
import { TranscriptUpload } from './TranscriptUpload';
import { useSessionNotes } from '../hooks/use-staff-kliinics';

/**
 * The chosen session's notes at whatever stage they are: the upload until they are approved (a
 * new transcript replaces the draft), then the draft's editor, then the sent notes and their delivery.
 */
export function SessionNotes({ session }: { session: StaffKliinicSession }) {
  const { data: notes, isLoading, error, refetch } = useSessionNotes(session);
  const problem = toApiError(error);

  return (
    <Stack spacing={3}>
      <SessionQuestions sessionId={session.sessionId} />
      {notes?.error && (
        <Alert severity="error" role="alert">
          {notes.error}
        </Alert>
      )}
      {(session.status === null || notes?.status === 'drafting' || notes?.status === 'draft') && <TranscriptUpload session={session} replacing={session.status !== null} />}
      {session.status !== null &&
        (isLoading ? (
          <Skeleton variant="rounded" height={200} role="progressbar" aria-busy="true" aria-label="Loading the notes" />
        ) : problem ? (
          <QueryError what="the notes" error={problem} onRetry={() => void refetch()} />
        ) : notes?.status === 'drafting' ? (
          <Typography role="status">The draft is being written from the transcript. It appears here in a moment.</Typography>
        ) : notes?.status === 'draft' ? (
          <NotesEditor key={notes.uploadedAt} notes={notes} />
        ) : notes ? (
          <Stack spacing={2}>
            <Typography role="status">
              {notes.status === 'sent'
                ? `Sent to every ticket holder${notes.sentAt ? ` on ${kliinicTime(notes.sentAt)}` : ''}. The transcript is deleted${notes.transcriptDeletesAt ? ` on ${kliinicTime(notes.transcriptDeletesAt)}` : ' after the notes are sent'}.`
                : 'Approved: the notes are being sent to each ticket holder.'}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <RenderedMarkdown html={notes.html} className="kliinic-notes" />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {notes.disclaimer}
              </Typography>
            </Paper>
            <NotesDeliveries notes={notes} />
          </Stack>
        ) : null)}
    </Stack>
  );
}
