import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../../../api/base-query';
import { ButtonLink } from '../../../components/links';

export const loadFailedMessage = 'Failed to load content. Please try again later.';

interface ContentNotFoundProps {
  /** Set when loading failed (server or network), as opposed to a link to no item. */
  failure?: ApiError;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The 'Content Not Found' page: a wrong link, or a load that failed and can be tried again. */
export function ContentNotFound({ failure, onRetry, retrying = false }: ContentNotFoundProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Content Not Found
      </Typography>
      {failure ? (
        <Alert
          severity="error"
          sx={{ mb: 4 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
                Try again
              </Button>
            )
          }
        >
          <span>{loadFailedMessage}</span>
          {failure.status === 0 && (
            // Offline: the app's own words on what to do. A server's status and body mean
            // nothing to a reader (and may be a line of JSON), so they are not shown.
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
              {failure.message}
            </Typography>
          )}
        </Alert>
      ) : (
        <Typography sx={{ mb: 4 }}>
          We could not find this resource. It may have been moved or removed, or the link may be incomplete. You can
          browse the library or look by health condition instead.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="nav" aria-label="Find other content">
        <ButtonLink to="/resources?tab=educational" variant={failure ? 'outlined' : 'contained'}>
          Browse educational resources
        </ButtonLink>
        <ButtonLink to="/conditions" variant="outlined">
          Health conditions
        </ButtonLink>
      </Stack>
    </Container>
  );
}
