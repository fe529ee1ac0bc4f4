import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useFreeContentQuery } from '../api/api';
import { QueryError } from '../components/QueryError';

/**
 * The free content library. For now a plain list of titles; the full library view
 * (search, type tabs, grid and list) replaces it.
 */
export function EducationalResources() {
  const { data, isLoading, error, refetch } = useFreeContentQuery();

  if (isLoading) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading content">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="text" height={36} />
        ))}
      </Box>
    );
  }
  if (error) return <QueryError what="the content library" error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <Typography>No content found matching your criteria.</Typography>;

  return (
    <Box component="section" aria-labelledby="library-title">
      <Typography id="library-title" variant="h2" sx={{ mb: 2 }}>
        Free content library
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {data.map((item) => (
          <li key={item.id}>
            <Typography>{item.title}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
