import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { deleteConfirmationWord, formerMemberName } from '@kiin/contracts';
import type { ApiError } from '../../../api/base-query';
import { useDeleteAccountMutation } from '../api/profile-api';
import { needsFreshSignIn, signInAgainHref } from '../privacy-actions';

interface DeleteAccountDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
  /** Where the browser goes once the account is gone (a full load: nothing of the member stays in memory). */
  onDeleted: () => void;
  onSignInAgain: (href: string) => void;
}

/** Whether what the member typed confirms the deletion: the word, or their own address. */
export const confirmsDeletion = (typed: string, email: string) =>
  typed.trim() === deleteConfirmationWord || typed.trim().toLowerCase() === email.toLowerCase();

/**
 * Says what deleting removes and what stays, asks whether forum posts stay (as from a former
 * member) and for the typed confirmation. Nothing is sent until both are given.
 */
export function DeleteAccountDialog({ open, email, onClose, onDeleted, onSignInAgain }: DeleteAccountDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [typed, setTyped] = useState('');
  const [posts, setPosts] = useState<'keep' | 'remove' | ''>('');
  const [deleteAccount, { isLoading, error, reset }] = useDeleteAccountMutation();
  const ready = confirmsDeletion(typed, email) && posts !== '';

  const close = () => {
    setTyped('');
    setPosts('');
    reset();
    onClose();
  };

  const submit = async () => {
    if (!ready) return;
    const result = await deleteAccount({ confirmation: typed.trim(), keepPosts: posts === 'keep' });
    if ('data' in result) return onDeleted();
    const failure = result.error as ApiError;
    if (needsFreshSignIn(failure.status, failure.body)) onSignInAgain(signInAgainHref());
  };

  const failure = error as ApiError | undefined;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          <p style={{ marginTop: 0 }}>
            This cannot be undone. Your account, saved conditions, progress, points and badges, coach conversations, kliinic
            bookings and payment details are deleted from every part of Kiin, a membership stops renewing, and you are signed out
            everywhere.
          </p>
          <p style={{ marginBottom: 0 }}>
            Tax invoices are kept for five years, as the law requires, without your name, email or account. You can sign up again
            with the same email later, as a new member.
          </p>
        </DialogContentText>
        <FormControl sx={{ mt: 3 }} required>
          <FormLabel id={`${titleId}-posts`}>Your forum posts</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-posts`} value={posts} onChange={(e) => setPosts(e.target.value as 'keep' | 'remove')}>
            <FormControlLabel value="remove" control={<Radio />} label="Remove my discussions and the text of my comments" />
            <FormControlLabel value="keep" control={<Radio />} label={`Keep them, shown as from “${formerMemberName}”`} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={`Type ${deleteConfirmationWord} or your email address`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          fullWidth
          margin="normal"
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
        />
        {failure && !needsFreshSignIn(failure.status, failure.body) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            Your account was not deleted. {failure.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} autoFocus>
          Keep my account
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={!ready || isLoading}>
          {isLoading ? 'Deleting…' : 'Delete my account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
