import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useZodForm } from '../../../forms/use-zod-form';
import { CommentFormSchema } from '../post-forms';

export interface PostFormProps {
  onSubmit: (text: string) => Promise<boolean>;
  signedIn: boolean;
  submitLabel?: string;
  label: string;
  placeholder?: string;
  rows?: number;
}

/**
 * The reusable post form (spec §2, §5): a 5-row box and a submit button (`Post`). The text is
 * checked as it is typed by the contract (trimmed, spec §5: at least 10 characters); while
 * non-empty but short it says how many characters are missing; the button is disabled while
 * submitting, while the text does not pass, or when signed out; the box clears after a
 * successful post.
 */
export function PostForm({ onSubmit, signedIn, submitLabel = 'Post', label, placeholder, rows = 5 }: PostFormProps) {
  const form = useZodForm(CommentFormSchema, { content: '' }, { idPrefix: useId(), mode: 'onChange' });
  const { isSubmitting, isValid, errors } = form.formState;
  const hintId = useId();
  // An empty box is not wrong yet: the count starts with the first character.
  const hint = form.watch('content').trim() ? (errors.content?.message ?? '') : '';

  const submit = form.handleSubmit(async ({ content }) => {
    if (!signedIn) return;
    if (await onSubmit(content)) form.reset();
  });

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={label}
            placeholder={placeholder}
            multiline
            rows={rows}
            fullWidth
            disabled={!signedIn}
            slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          />
        )}
      />
      <Typography id={hintId} role="status" aria-live="polite" variant="body2" color={hint ? 'error' : 'text.secondary'} sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {!signedIn ? 'Please sign in to participate in the community.' : hint}
      </Typography>
      <Button type="submit" variant="contained" disabled={isSubmitting || !isValid || !signedIn} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
