import { type ChangeEvent, type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { kliinicNotesLimits, type StaffKliinicSession } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { useToast } from '../../../toast/toast-context';
import { useUploadTranscriptMutation } from '../api/staff-api';

/**
 * A session's transcript, as a file or pasted text. A file goes as its own body, typed by its
 * extension (WebVTT or plain text); one over the size limit is flagged as soon as it is chosen.
 */
export function TranscriptUpload({ session, replacing }: { session: StaffKliinicSession; replacing: boolean }) {
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
