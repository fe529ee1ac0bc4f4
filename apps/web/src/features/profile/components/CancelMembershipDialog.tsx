import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDate } from '../../../components/dates';

interface CancelMembershipDialogProps {
  open: boolean;
  /** The end of the period already paid for, when billing knows it. */
  paidUntil: string | null;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * Says what cancelling does, as billing does it: the subscription is set to cancel at the end
 * of the period already paid for, so premium stays until then, nothing more is charged, and
 * the current period is not refunded.
 */
export function CancelMembershipDialog({ open, paidUntil, busy, onKeep, onCancel }: CancelMembershipDialogProps) {
  const titleId = useId();
  const textId = useId();
  const until = paidUntil ? formatDate(paidUntil, 'long') : null;
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId}>Cancel your membership?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          <p style={{ marginTop: 0 }}>
            Your membership will not renew and you will not be charged again.{' '}
            {until
              ? `You keep premium until ${until}, the end of the period you have already paid for.`
              : 'You keep premium until the end of the period you have already paid for.'}{' '}
            That period is not refunded.
          </p>
          <p style={{ marginBottom: 0 }}>
            After that your account returns to the free membership: the library, the community and your conditions stay, and you
            can rejoin at any time. Until then you can change your mind here.
          </p>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeep} autoFocus>
          Keep my membership
        </Button>
        <Button variant="contained" color="error" onClick={onCancel} disabled={busy}>
          Yes, cancel membership
        </Button>
      </DialogActions>
    </Dialog>
  );
}
