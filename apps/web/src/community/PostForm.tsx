import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface PostFormProps {
  onSubmit: (text: string) => Promise<boolean>;
  signedIn: boolean;
  /** Trimmed minimum length (spec §5: default 10). */
  minLength?: number;
  submitLabel?: string;
  label: string;
  placeholder?: string;
  rows?: number;
}

/**
 * The reusable post form (spec §2, §5): a 5-row box and a submit button (`Post`). The text is
 * trimmed; while non-empty but short it says how many characters are missing; the button is
 * disabled while submitting, when too short, or when signed out; the box clears after a
 * successful post.
 */
export function PostForm({ onSubmit, signedIn, minLength = 10, submitLabel = 'Post', label, placeholder, rows = 5 }: PostFormProps) {
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const hintId = useId();
  const trimmed = text.trim();
  const short = trimmed.length < minLength;
  const hint = trimmed.length > 0 && short ? `Please enter at least ${minLength} characters (${minLength - trimmed.length} more needed)` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (short || submitting || !signedIn) return;
    setSubmitting(true);
    try {
      if (await onSubmit(trimmed)) setText('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={label}
        placeholder={placeholder}
        multiline
        rows={rows}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={!signedIn}
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
      />
      <Typography id={hintId} role="status" aria-live="polite" variant="body2" color={hint ? 'error' : 'text.secondary'} sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {!signedIn ? 'Please sign in to participate in the community.' : hint}
      </Typography>
      <Button type="submit" variant="contained" disabled={submitting || short || !signedIn} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
