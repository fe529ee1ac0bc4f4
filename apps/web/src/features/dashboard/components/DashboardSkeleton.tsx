import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { cardGridSx } from '../../../components/card-grid';

/** The overview's shape while the member's data loads. */
export function DashboardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading your dashboard" role="status" data-testid="dashboard-loading">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
      <Skeleton variant="text" width={240} height={40} />
      <Box sx={{ ...cardGridSx, mt: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={320} />
        ))}
      </Box>
    </Box>
  );
}
