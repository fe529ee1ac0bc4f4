import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface WithdrawConsentDialogProps {
  open: boolean;
  withdrawing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Withdrawing consent deletes the conversation: say so before it happens. */
export function WithdrawConsentDialog({ open, withdrawing, onCancel, onConfirm }: WithdrawConsentDialogProps) {
  return (
    <Dialog open={open} onClose={withdrawing ? undefined : onCancel} aria-labelledby="withdraw-consent-title" aria-describedby="withdraw-consent-text">
      <DialogTitle id="withdraw-consent-title">Withdraw your consent?</DialogTitle>
      <DialogContent>
        <DialogContentText id="withdraw-consent-text">
          Your conversation with the coach will be deleted now and cannot be brought back. You can agree again at any time to start a new one.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={withdrawing} autoFocus>
          Keep my conversation
        </Button>
        <Button onClick={onConfirm} disabled={withdrawing} color="error" variant="contained">
          Withdraw and delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
