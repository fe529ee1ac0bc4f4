import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Shown while a page's code loads; roughly the shape of a hero and a few cards. */
export function PageSkeleton() {
  return (
    // Taller than the screen, so the footer does not jump when the page arrives.
    <Container maxWidth="lg" sx={{ py: 6, minHeight: '100vh' }} role="status" aria-busy="true" aria-label="Loading page">
      <Stack spacing={2}>
        <Skeleton variant="text" width="60%" height={56} />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    </Container>
  );
}
