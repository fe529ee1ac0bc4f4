import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ApiError } from '../api/base-query';

interface QueryErrorProps {
  /** What failed, in words a reader understands. */
  what: string;
  error: ApiError | { message?: string } | undefined;
  onRetry?: () => void;
}

/** A failed read: what could not load, the server's `status: body`, and a retry. */
export function QueryError({ what, error, onRetry }: QueryErrorProps) {
  return (
    <Alert
      severity="error"
      // The server's answer can be one long word (a JSON body): it wraps instead of being cut off.
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      We could not load {what}.{error?.message ? ` (${error.message})` : ''}
    </Alert>
  );
}
