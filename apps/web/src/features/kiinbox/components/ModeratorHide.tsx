import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HideKiinboxQuestionBodySchema, kiinboxRules } from '@kiin/contracts';
import { type ApiError, toApiError } from '../../../api/base-query';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { useToast } from '../../../toast/toast-context';
import { useHideKiinboxQuestionMutation } from '../api/kiinbox-api';

/**
 * A moderator takes a published question out of the public Q&A, saying why: the asker sees
 * the note under their question, and the page leads back to the list.
 */
export function ModeratorHide({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useZodForm(HideKiinboxQuestionBodySchema, { note: '' }, { idPrefix: 'kiinbox-hide' });
  const [hide, hiding] = useHideKiinboxQuestionMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const submit = form.handleSubmit(
    async (body) => {
      const result = await hide({ id: questionId, body });
      if ('error' in result) return;
      toast({ title: 'Hidden from kiinbox', description: 'The asker sees your note under their question.', variant: 'success' });
      void navigate('/kiinbox');
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="kiinbox-moderate-heading" sx={{ p: { xs: 2, md: 2.5 }, mt: 3 }}>
      <Typography id="kiinbox-moderate-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Moderation
      </Typography>
      {open ? (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <ErrorSummary items={form.summary} focusKey={failedSubmits} />
          {hiding.error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {toApiError(hiding.error as ApiError | undefined)?.message ?? 'The question could not be hidden. Please try again.'}
            </Alert>
          )}
          <FormTextField
            form={form}
            name="note"
            label="Why it is hidden (the asker sees this)"
            multiline
            minRows={2}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: kiinboxRules.hideNoteMaxLength } }}
            sx={{ mb: 2 }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" color="error" disabled={hiding.isLoading}>
              Hide from kiinbox
            </Button>
            <Button onClick={() => setOpen(false)} disabled={hiding.isLoading}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Hide this question…
        </Button>
      )}
    </Paper>
  );
}
