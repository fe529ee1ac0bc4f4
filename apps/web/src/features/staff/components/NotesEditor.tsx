import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KliinicNotes, kliinicNotesLimits } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { RenderedMarkdown } from '../../../components/RenderedMarkdown';
import { useToast } from '../../../toast/toast-context';
import { useApproveKliinicNotesMutation, usePreviewKliinicNotesMutation, useSaveKliinicNotesMutation } from '../api/staff-api';

/** Waits this long after the last keystroke before asking for a preview. */
const previewAfterMs = 300;

/**
 * The draft as members will read it: the saved notes' HTML, or for an edit, the server's
 * rendering of it (the same renderer as the pages and the mail) a moment after typing stops.
 * An answer that arrives after a newer edit is dropped.
 */
function usePreview(markdown: string, notes: KliinicNotes): string {
  const [rendered, setRendered] = useState(notes.html);
  const [render] = usePreviewKliinicNotesMutation();
  useEffect(() => {
    if (markdown === notes.markdown || !markdown.trim()) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void render({ markdown }).then((result) => {
        if (current && 'data' in result && result.data) setRendered(result.data.html);
      });
    }, previewAfterMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [markdown, notes.markdown, render]);
  if (markdown === notes.markdown) return notes.html;
  if (!markdown.trim()) return '';
  return rendered;
}

/**
 * The draft, edited beside a preview of what members will read. Approving sends the notes, so it
 * asks once more with the number of ticket holders, and saves unsaved edits first.
 */
export function NotesEditor({ notes }: { notes: KliinicNotes }) {
  const [markdown, setMarkdown] = useState(notes.markdown);
  const [save, saving] = useSaveKliinicNotesMutation();
  const [approve, approving] = useApproveKliinicNotesMutation();
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  const changed = markdown !== notes.markdown;
  const preview = usePreview(markdown, notes);

  const saveDraft = async () => {
    const result = await save({ sessionId: notes.sessionId, body: { markdown } });
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
        <RenderedMarkdown html={preview} className="kliinic-notes" />
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
