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
import { type UserType, userTypeLabel, userTypes } from '@kiin/contracts';
import { useToast } from '../../../toast/toast-context';
import { useSetUserTypeMutation } from '../api/profile-api';

interface UserTypeDialogProps {
  open: boolean;
  current: UserType | null;
  onClose: () => void;
}

/**
 * Patient, carer, practitioner or clinic admin (spec §4): Save is disabled until a type other
 * than the current one is chosen. The user is refetched after a change (the mutation
 * invalidates it), so the new type shows at once.
 */
export function UserTypeDialog({ open, current, onClose }: UserTypeDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [choice, setChoice] = useState<UserType | ''>(current ?? '');
  const [failed, setFailed] = useState(false);
  const [setUserType, { isLoading }] = useSetUserTypeMutation();
  const { toast } = useToast();

  const save = async () => {
    if (!choice || choice === current) return;
    const result = await setUserType({ userType: choice });
    setFailed('error' in result);
    if ('error' in result) {
      // The choice stays, so trying again is one click. The open dialog hides the toast from
      // screen readers, so the dialog says it too.
      toast({ title: 'Update failed', description: 'Your user type was not changed. Please try again later.', variant: 'error' });
      return;
    }
    toast({ title: 'User type updated', description: `You are now shown as ${userTypeLabel[choice]}.`, variant: 'success' });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      // Each opening starts from the type the member has now.
      slotProps={{
        transition: {
          onEnter: () => {
            setChoice(current ?? '');
            setFailed(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>Change your user type</DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Update failed: your user type was not changed. Please try again.
          </Alert>
        )}
        <DialogContentText sx={{ mb: 2 }}>Choose the one that describes you best. You can change it at any time.</DialogContentText>
        <FormControl>
          <FormLabel id={labelId}>User type</FormLabel>
          <RadioGroup aria-labelledby={labelId} name="userType" value={choice} onChange={(event) => setChoice(event.target.value as UserType)}>
            {userTypes.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={userTypeLabel[type]} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!choice || choice === current || isLoading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
