import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { kiinboxRules } from '@kiin/contracts';
import type { ApiError } from '../../../api/base-query';
import { RenderedMarkdown } from '../../../components/RenderedMarkdown';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { useToast } from '../../../toast/toast-context';
import { useAnswerKiinboxQuestionMutation } from '../api/kiinbox-api';
import { useAnswerPreview } from '../hooks/use-answer-preview';
import { AnswerFormSchema, emptyAnswerDraft } from '../staff-forms';

/**
 * An expert's answer to one question: Markdown beside the server's preview, and up to five
 * library items to link by id (the gateway says which id it does not know).
 */
export function AnswerForm({ questionId, onDone }: { questionId: string; onDone: () => void }) {
  const form = useZodForm(AnswerFormSchema, emptyAnswerDraft, { idPrefix: useId() });
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [answer, { isLoading }] = useAnswerKiinboxQuestionMutation();
  const markdown = form.watch('markdown');
  const preview = useAnswerPreview(markdown);

  const send = form.handleSubmit(
    async (body) => {
      if (isLoading) return;
      setProblem(null);
      const result = await answer({ id: questionId, body });
      if ('error' in result) {
        const error = result.error as ApiError | undefined;
        setProblem(error?.body || error?.message || 'The answer could not be sent. Please try again.');
        return;
      }
      toast({ title: 'Answer sent', description: 'The member is told at once, on the site and by mail.', variant: 'success' });
      onDone();
    },
    () => {
      setProblem(null);
      setFailedSubmits((n) => n + 1);
    },
  );

  return (
    <Box component="form" onSubmit={(e) => void send(e)} noValidate sx={{ mt: 2 }} aria-label="Answer this question">
      <ErrorSummary items={form.summary} focusKey={failedSubmits} />
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="markdown"
          label="Your answer (Markdown)"
          multiline
          minRows={8}
          fullWidth
          hint={`${markdown.length} of ${kiinboxRules.answerMaxLength} characters. General information, not advice for one person.`}
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
      <FormTextField
        form={form}
        name="libraryItemIds"
        label="Library items to link (optional)"
        fullWidth
        hint={`Up to ${kiinboxRules.libraryItemsMax} library item ids, separated by commas.`}
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
