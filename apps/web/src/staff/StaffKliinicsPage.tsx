import { type ChangeEvent, type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KliinicNotes, kliinicNotesLimits, type KliinicNotesStatus, type StaffKliinicSession } from '@kiin/contracts';
import { useLocation } from 'react-router';
import { toApiError } from '../api/base-query';
import { loginHref } from '../auth/return-to';
import { QueryError } from '../components/QueryError';
import { useToast } from '../toast/toast-context';
import { NotesMarkdown } from './NotesMarkdown';
import {
  useApproveKliinicNotesMutation,
  useKliinicNotesQuery,
  useSaveKliinicNotesMutation,
  useStaffKliinicsQuery,
  useUploadTranscriptMutation,
} from './staff-api';

const statusLabel: Record<KliinicNotesStatus, string> = {
  drafting: 'Drafting',
  draft: 'Draft ready',
  approved: 'Approved, sending',
  sent: 'Sent',
};
const statusColor: Record<KliinicNotesStatus, 'default' | 'info' | 'warning' | 'success'> = {
  drafting: 'info',
  draft: 'warning',
  approved: 'info',
  sent: 'success',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

const isBusy = (status: KliinicNotesStatus | null) => status === 'drafting' || status === 'approved';

function StatusChip({ status }: { status: KliinicNotesStatus | null }) {
  return status ? <Chip size="small" color={statusColor[status]} label={statusLabel[status]} /> : <Chip size="small" variant="outlined" label="No transcript" />;
}

function Upload({ session, replacing }: { session: StaffKliinicSession; replacing: boolean }) {
  const [upload, { isLoading }] = useUploadTranscriptMutation();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(chosen && chosen.size > kliinicNotesLimits.transcriptMaxBytes ? `The file is larger than ${kliinicNotesLimits.transcriptMaxBytes / 1024} KB.` : null);
    setFile(chosen);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = file
      ? { sessionId: session.sessionId, transcript: await file.text(), contentType: file.name.toLowerCase().endsWith('.vtt') ? ('text/vtt' as const) : ('text/plain' as const) }
      : { sessionId: session.sessionId, transcript: text };
    const result = await upload(body);
    if ('error' in result) {
      setProblem(toApiError(result.error)?.message ?? 'The transcript could not be uploaded.');
      return;
    }
    setProblem(null);
    setText('');
    setFile(null);
    toast({ title: 'Transcript uploaded', description: 'The draft notes are being written.', variant: 'success' });
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} aria-label={`Upload the transcript of ${session.title}`} noValidate>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {replacing ? 'Replace the transcript' : 'Upload the transcript'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        A WebVTT (.vtt) or plain text (.txt) file, or pasted text, up to {kliinicNotesLimits.transcriptMaxBytes / 1024} KB. Names, email addresses and phone numbers of
        attendees who spoke are removed from the notes. The transcript is deleted {kliinicNotesLimits.transcriptRetentionDays} days after the notes are sent.
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          Choose a file
          <input type="file" hidden accept=".vtt,.txt,text/vtt,text/plain" onChange={choose} aria-label="Transcript file" />
        </Button>
        {file && <Typography variant="body2">Chosen: {file.name}</Typography>}
        {!file && (
          <TextField
            label="Or paste the transcript"
            multiline
            minRows={4}
            maxRows={12}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: kliinicNotesLimits.transcriptMaxLength } }}
          />
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={isLoading || (!file && !text.trim())} sx={{ alignSelf: 'flex-start' }}>
          {isLoading ? 'Uploading…' : 'Upload transcript'}
        </Button>
      </Stack>
    </Box>
  );
}

function Editor({ notes }: { notes: KliinicNotes }) {
  const [markdown, setMarkdown] = useState(notes.markdown);
  const [save, saving] = useSaveKliinicNotesMutation();
  const [approve, approving] = useApproveKliinicNotesMutation();
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  const changed = markdown !== notes.markdown;

  const saveDraft = async () => {
    const result = await save({ sessionId: notes.sessionId, markdown });
    if ('error' in result) toast({ title: 'Could not save the draft', description: toApiError(result.error)?.message, variant: 'error' });
    else toast({ title: 'Draft saved', variant: 'success' });
    return !('error' in result);
  };
  const approveNotes = async () => {
    if (changed && !(await saveDraft())) return;
    const result = await approve(notes.sessionId);
    setConfirming(false);
    if ('error' in result) toast({ title: 'Could not approve the notes', description: toApiError(result.error)?.message, variant: 'error' });
    else toast({ title: 'Notes approved', description: `Sending them to ${notes.ticketHolders} ticket holder${notes.ticketHolders === 1 ? '' : 's'}.`, variant: 'success' });
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Draft notes (Markdown)"
        multiline
        minRows={12}
        maxRows={30}
        value={markdown}
        onChange={(e) => setMarkdown(e.target.value)}
        slotProps={{ htmlInput: { maxLength: kliinicNotesLimits.notesMaxLength, spellCheck: true } }}
        helperText="Headings (##), lists (-), **bold** and [links](https://…). Nothing is sent until you approve."
      />
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="notes-preview">
        <Typography id="notes-preview" variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Preview
        </Typography>
        <NotesMarkdown markdown={markdown} headingLevel={4} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {notes.disclaimer}
        </Typography>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" disabled={!changed || saving.isLoading} onClick={() => void saveDraft()}>
          {saving.isLoading ? 'Saving…' : 'Save draft'}
        </Button>
        {confirming ? (
          <>
            <Button variant="contained" color="success" disabled={approving.isLoading} onClick={() => void approveNotes()}>
              {approving.isLoading ? 'Approving…' : `Yes, send to ${notes.ticketHolders} ticket holder${notes.ticketHolders === 1 ? '' : 's'}`}
            </Button>
            <Button onClick={() => setConfirming(false)}>Not yet</Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            Approve and send
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function Deliveries({ notes }: { notes: KliinicNotes }) {
  if (notes.deliveries.length === 0) return <Typography color="text.secondary">No ticket holders to send to.</Typography>;
  const sent = notes.deliveries.filter((d) => d.status === 'sent').length;
  return (
    <Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {sent} of {notes.deliveries.length} sent{notes.deliveries.some((d) => d.status === 'failed') ? '; some could not be sent (see below).' : '.'}
      </Typography>
      <Box sx={{ overflowX: 'auto', maxHeight: 360 }} tabIndex={0} role="region" aria-label="Delivery to each ticket holder">
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>Ticket holder</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notes.deliveries.map((d) => (
              <TableRow key={d.member}>
                <TableCell>{d.member}</TableCell>
                <TableCell>{d.status === 'sent' ? 'Sent' : d.status === 'failed' ? 'Failed' : 'Waiting'}</TableCell>
                <TableCell>{d.error ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function SessionNotes({ session }: { session: StaffKliinicSession }) {
  // While the worker drafts or sends, the notes (and the list above) are read again every few seconds.
  const { data: notes, isLoading, error, refetch } = useKliinicNotesQuery(session.sessionId, {
    skip: session.status === null,
    pollingInterval: isBusy(session.status) ? 2000 : 0,
  });
  const problem = toApiError(error);

  return (
    <Stack spacing={3}>
      {notes?.error && (
        <Alert severity="error" role="alert">
          {notes.error}
        </Alert>
      )}
      {(session.status === null || notes?.status === 'drafting' || notes?.status === 'draft') && <Upload session={session} replacing={session.status !== null} />}
      {session.status !== null &&
        (isLoading ? (
          <Skeleton variant="rounded" height={200} role="progressbar" aria-busy="true" aria-label="Loading the notes" />
        ) : problem ? (
          <QueryError what="the notes" error={problem} onRetry={() => void refetch()} />
        ) : notes?.status === 'drafting' ? (
          <Typography role="status">The draft is being written from the transcript. It appears here in a moment.</Typography>
        ) : notes?.status === 'draft' ? (
          <Editor key={notes.uploadedAt} notes={notes} />
        ) : notes ? (
          <Stack spacing={2}>
            <Typography role="status">
              {notes.status === 'sent'
                ? `Sent to every ticket holder${notes.sentAt ? ` on ${when(notes.sentAt)}` : ''}. The transcript is deleted${notes.transcriptDeletesAt ? ` on ${when(notes.transcriptDeletesAt)}` : ' after the notes are sent'}.`
                : 'Approved: the notes are being sent to each ticket holder.'}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <NotesMarkdown markdown={notes.markdown} headingLevel={4} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {notes.disclaimer}
              </Typography>
            </Paper>
            <Deliveries notes={notes} />
          </Stack>
        ) : null)}
    </Stack>
  );
}

/** /staff/kliinics: transcripts in, draft notes edited and approved, delivery to each ticket holder (experts and admins). */
export default function StaffKliinicsPage() {
  const location = useLocation();
  const { data, isLoading, error, refetch } = useStaffKliinicsQuery();
  // A second subscription to the same list polls it while a session is being drafted or sent.
  const busy = data?.some((s) => isBusy(s.status)) === true;
  useStaffKliinicsQuery(undefined, { skip: !busy, pollingInterval: busy ? 3000 : 0 });
  const [selected, setSelected] = useState<string | null>(null);
  const problem = toApiError(error);
  const session = data?.find((s) => s.sessionId === selected) ?? null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        Kliinic notes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
        Upload a session&apos;s transcript, read and edit the draft notes, and approve them: each ticket holder then gets one email with the notes, and finds them on
        their kliinics page.
      </Typography>
      {isLoading ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : problem?.status === 401 ? (
        <Alert severity="info" action={<Button href={loginHref(location.pathname)}>Sign in</Button>}>
          Please sign in as an expert to write kliinic notes.
        </Alert>
      ) : problem?.status === 403 ? (
        <Alert severity="warning">Kliinic notes are written by Kiin&apos;s experts and admins only. If you lead a kliinic, ask an admin to give you the expert role.</Alert>
      ) : problem ? (
        <QueryError what="the kliinic sessions" error={problem} onRetry={() => void refetch()} />
      ) : data?.length === 0 ? (
        <Typography role="status">There are no kliinic sessions yet.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label="Kliinic sessions">
            {data?.map((s) => (
              <li key={s.sessionId}>
                <Paper
                  variant="outlined"
                  sx={{ p: 2, borderColor: s.sessionId === selected ? 'primary.main' : undefined, borderWidth: s.sessionId === selected ? 2 : 1 }}
                >
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                    {s.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {when(s.startsAt)} · {s.ticketHolders} ticket holder{s.ticketHolders === 1 ? '' : 's'}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
                    <StatusChip status={s.status} />
                    {s.status && s.status !== 'drafting' && s.status !== 'draft' && <Chip size="small" variant="outlined" label={`${s.sent} sent`} />}
                    {s.failed > 0 && <Chip size="small" color="error" label={`${s.failed} failed`} />}
                  </Stack>
                  {s.error && (
                    <Typography variant="body2" color="error" sx={{ mb: 1 }}>
                      {s.error}
                    </Typography>
                  )}
                  <Button
                    size="small"
                    variant={s.sessionId === selected ? 'contained' : 'outlined'}
                    onClick={() => setSelected(s.sessionId)}
                    aria-pressed={s.sessionId === selected}
                    aria-label={`${s.status === null ? 'Upload transcript' : 'Open notes'} for ${s.title}`}
                  >
                    {s.status === null ? 'Upload transcript' : 'Open notes'}
                  </Button>
                </Paper>
              </li>
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="session-notes">
            {session ? (
              <>
                <Typography id="session-notes" variant="h2" sx={{ fontSize: '1.4rem', mb: 0.5 }}>
                  {session.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
                  {when(session.startsAt)} · <StatusChip status={session.status} />
                </Typography>
                <SessionNotes key={session.sessionId} session={session} />
              </>
            ) : (
              <Typography id="session-notes" color="text.secondary">
                Choose a session to upload its transcript or work on its notes.
              </Typography>
            )}
          </Paper>
        </Box>
      )}
    </Container>
  );
}
