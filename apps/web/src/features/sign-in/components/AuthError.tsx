import Alert from '@mui/material/Alert';
import type { ApiError } from '../../../api/base-query';

/** The server's own words (e.g. 'Email or password is incorrect.'), announced. */
export function AuthError({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {error.body || error.message}
    </Alert>
  );
}
