import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The page's shape while the item loads, so nothing jumps when it arrives. */
export function ContentDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading content">
      <Skeleton variant="text" width={140} height={28} />
      <Skeleton variant="text" height={56} sx={{ mt: 1 }} />
      <Skeleton variant="text" width="70%" height={56} />
      <Skeleton variant="text" sx={{ mt: 2 }} />
      <Skeleton variant="text" width="85%" />
      <Box sx={{ display: 'flex', gap: 1.5, my: 3 }}>
        <Skeleton variant="rounded" width={150} height={36} />
        <Skeleton variant="rounded" width={90} height={36} />
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
