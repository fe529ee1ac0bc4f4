import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { kiinboxRules } from '@kiin/contracts';
import type { ApiError } from '../../../api/base-query';
import { RenderedMarkdown } from '../../../components/RenderedMarkdown';
import { useToast } from '../../../toast/toast-context';
import { useAnswerKiinboxQuestionMutation } from '../api/kiinbox-api';
import { useAnswerPreview } from '../hooks/use-answer-preview';

/** The library item ids typed in one box, split on commas, spaces or lines. */
export const libraryIdsOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/**
 * An expert's answer to one question: Markdown beside the server's preview, and up to five
 * library items to link by id (the gateway says which id it does not know).
 */
export function AnswerForm({ questionId, onDone }: { questionId: string; onDone: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const [markdown, setMarkdown] = useState('');
  const [library, setLibrary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerKiinboxQuestionMutation();
  const preview = useAnswerPreview(markdown);

  const send = async () => {
    if (isLoading) return;
    const libraryItemIds = libraryIdsOf(library);
    if (!markdown.trim()) return setProblem('Please write the answer first.');
    if (libraryItemIds.length > kiinboxRules.libraryItemsMax) return setProblem(`Please link at most ${kiinboxRules.libraryItemsMax} library items.`);
    setProblem(null);
    const result = await answer({ id: questionId, body: { markdown, libraryItemIds } });
    if ('error' in result) {
      const error = result.error as ApiError | undefined;
      setProblem(error?.body || error?.message || 'The answer could not be sent. Please try again.');
      return;
    }
    toast({ title: 'Answer sent', description: 'The member is told at once, on the site and by mail.', variant: 'success' });
    onDone();
  };

  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void send())} noValidate sx={{ mt: 2 }} aria-label="Answer this question">
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          id={`${id}-markdown`}
          label="Your answer (Markdown)"
          multiline
          minRows={8}
          fullWidth
          value={markdown}
          onChange={(e) => setMarkdown(e.target.value)}
          helperText={`${markdown.length} of ${kiinboxRules.answerMaxLength} characters. General information, not advice for one person.`}
          sx={{ flex: 1 }}
        />
        <Paper variant="outlined" component="section" aria-label="Preview" sx={{ flex: 1, p: 2, minHeight: 180, overflowWrap: 'anywhere' }}>
          <Typography variant="overline" component="h4" color="text.secondary">
            Preview
          </Typography>
          {preview.failed ? (
            <Typography color="text.secondary">The preview could not be shown. The answer can still be sent.</Typography>
          ) : preview.html ? (
            <RenderedMarkdown html={preview.html} />
          ) : (
            <Typography color="text.secondary">What the member will read appears here as you write.</Typography>
          )}
        </Paper>
      </Stack>
      <TextField
        id={`${id}-library`}
        label="Library items to link (optional)"
        fullWidth
        value={library}
        onChange={(e) => setLibrary(e.target.value)}
        helperText={`Up to ${kiinboxRules.libraryItemsMax} library item ids, separated by commas.`}
        sx={{ mt: 2 }}
      />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" aria-disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send answer'}
        </Button>
        <Button variant="text" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
