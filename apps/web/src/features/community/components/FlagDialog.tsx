import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FlagReason, flagReasonLabel, flagReasons, type PostType } from '@kiin/contracts';
import { useToast } from '../../../toast/toast-context';
import { useFlagCommentMutation, useFlagDiscussionMutation } from '../../../api/community-api';

interface FlagDialogProps {
  open: boolean;
  onClose: () => void;
  postType: PostType;
  postId: string;
}

/** Flag a post for moderators, with a reason and an optional note. */
export function FlagDialog({ open, onClose, postType, postId }: FlagDialogProps) {
  const [reason, setReason] = useState<FlagReason | ''>('');
  const [note, setNote] = useState('');
  const [flagDiscussion, discussionFlagged] = useFlagDiscussionMutation();
  const [flagComment, commentFlagged] = useFlagCommentMutation();
  const flag = postType === 'discussion' ? flagDiscussion : flagComment;
  const isLoading = discussionFlagged.isLoading || commentFlagged.isLoading;
  const { toast } = useToast();

  const send = async () => {
    if (!reason) return;
    const result = await flag({ id: postId, body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } });
    if ('error' in result) {
      const error = result.error as { body?: string; message?: string };
      toast({ title: 'Could not flag this post', description: error.body || error.message, variant: 'error' });
    } else {
      toast({ title: 'Thank you', description: 'A moderator will review this post.', variant: 'success' });
    }
    setReason('');
    setNote('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="flag-title" fullWidth maxWidth="sm">
      <DialogTitle id="flag-title">Flag this {postType === 'discussion' ? 'discussion' : 'comment'}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="flag-reason">Why should a moderator look at it?</FormLabel>
          <RadioGroup aria-labelledby="flag-reason" value={reason} onChange={(e) => setReason(e.target.value as FlagReason)}>
            {flagReasons.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={flagReasonLabel[r]} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField label="Anything a moderator should know (optional)" multiline minRows={2} fullWidth value={note} onChange={(e) => setNote(e.target.value)} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!reason || isLoading}>
          Send flag
        </Button>
      </DialogActions>
    </Dialog>
  );
}
