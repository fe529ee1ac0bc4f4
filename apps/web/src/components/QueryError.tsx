import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ApiError } from '../api/base-query';

interface QueryErrorProps {
  /** What failed, in words a reader understands. */
  what: string;
  error: ApiError | { message?: string } | undefined;
  onRetry?: () => void;
}

/**
 * A failed read: what could not load, what to do, and a retry. Server error codes and bodies
 * are not shown (spec §8): only the app's own words, which say so when the network is down.
 */
export function QueryError({ what, error, onRetry }: QueryErrorProps) {
  const advice = error && 'status' in error && error.status === 0 ? error.message : 'Please try again in a moment.';
  return (
    <Alert
      severity="error"
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      We could not load {what}. {advice}
    </Alert>
  );
}
