import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A page that failed to render or whose code could not load (often a new release while
 * the tab was open). Header and footer stay; the reader can reload or go home.
 */
export default function RouteError({ error }: { error: Error }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 2 }}>This page could not be shown. Reloading usually fixes it.</Typography>
      {error.message && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Go home
        </Button>
      </Stack>
    </Container>
  );
}
