import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { type ApiError, toApiError } from '../../../api/base-query';
import { QueryError } from '../../../components/QueryError';
import { useLazyEarlierCoachMessagesQuery } from '../../../api/coach-api';

/**
 * "Show earlier messages" at the top of the conversation while more of it is kept than the
 * screen first shows: each press puts the page before the first message in front of it.
 */
/**
 * Where the button was once the last page is in: says the conversation starts here, and takes
 * the focus the button had (it is gone), so a keyboard or screen-reader user is not sent back
 * to the top of the page.
 */
function ConversationStart() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) ref.current?.focus();
  }, []);
  return (
    <Typography ref={ref} tabIndex={-1} variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 1.5 }}>
      The start of your conversation.
    </Typography>
  );
}

export function EarlierMessages({ cursor }: { cursor: string | null }) {
  const [load, { isFetching, isError, error, originalArgs }] = useLazyEarlierCoachMessagesQuery();
  // Pages were loaded here and none is left: the start, rather than nothing.
  if (!cursor) return originalArgs !== undefined ? <ConversationStart /> : null;
  const show = () => void load({ cursor });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 1.5 }}>
      {isError && originalArgs?.cursor === cursor && !isFetching ? (
        <QueryError what="the earlier messages" error={toApiError(error as ApiError | undefined)} onRetry={show} />
      ) : (
        <Button size="small" variant="outlined" startIcon={<HistoryIcon aria-hidden />} disabled={isFetching} onClick={show}>
          {isFetching ? 'Loading earlier messages…' : 'Show earlier messages'}
        </Button>
      )}
    </Box>
  );
}
