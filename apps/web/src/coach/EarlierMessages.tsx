import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import { type ApiError, toApiError } from '../api/base-query';
import { QueryError } from '../components/QueryError';
import { useLazyEarlierCoachMessagesQuery } from './coach-api';

/**
 * "Show earlier messages" at the top of the conversation while more of it is kept than the
 * screen first shows: each press puts the page before the first message in front of it.
 */
export function EarlierMessages({ cursor }: { cursor: string | null }) {
  const [load, { isFetching, isError, error, originalArgs }] = useLazyEarlierCoachMessagesQuery();
  if (!cursor) return null;
  const show = () => void load(cursor);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 1.5 }}>
      {isError && originalArgs === cursor && !isFetching ? (
        <QueryError what="the earlier messages" error={toApiError(error as ApiError | undefined)} onRetry={show} />
      ) : (
        <Button size="small" variant="outlined" startIcon={<HistoryIcon aria-hidden />} disabled={isFetching} onClick={show}>
          {isFetching ? 'Loading earlier messages…' : 'Show earlier messages'}
        </Button>
      )}
    </Box>
  );
}
