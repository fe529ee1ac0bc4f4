import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { loginHref } from '../../../auth/return-to';
import { useConditionSaving } from '../hooks/use-condition-saving';

/**
 * 'Add to My Conditions' or, once saved, the pressed 'Saved to Profile'. Until the member and
 * their saved list are known, and while a change is on its way, the button is busy but keeps
 * keyboard focus (aria-disabled, not disabled). Visitors see how to sign in.
 */
export function SaveConditionButton({ conditionId }: { conditionId: string }) {
  const { signedIn, saved, busy, toggle } = useConditionSaving(conditionId);
  const { pathname, search } = useLocation();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        aria-pressed={signedIn ? saved : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
        startIcon={
          busy && signedIn ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : saved ? (
            <BookmarkAddedIcon aria-hidden="true" />
          ) : (
            <BookmarkAddIcon aria-hidden="true" />
          )
        }
        sx={{ alignSelf: 'flex-start', minHeight: 44, ...(busy && { opacity: 0.7, cursor: 'progress' }) }}
      >
        {saved ? 'Saved to Profile' : 'Add to My Conditions'}
      </Button>
      {!signedIn && !busy && (
        <Typography variant="body2" color="text.secondary">
          <Link href={loginHref(pathname + search)}>Sign in</Link> to save conditions to your profile.
        </Typography>
      )}
    </Stack>
  );
}
