import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachMessage } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { useCoachStateQuery } from '../../../api/coach-api';
import { latestExchange } from '../../../api/coach-conversation';
import { ButtonLink } from '../../../components/links';
import { QueryError } from '../../../components/QueryError';
import { auDateFormat } from '../../../components/dates';

const when = (iso: string) => auDateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Said({ label, message }: { label: string; message: CoachMessage }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {message.content}
      </Typography>
    </Box>
  );
}

/** The dashboard's coach tab (premium members): the latest exchange with the coach and the way back to it. */
export function CoachTab() {
  const { data, isLoading, error, refetch } = useCoachStateQuery();
  const exchange = data ? latestExchange(data.messages) : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="coach-tab-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id="coach-tab-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        Your care coach
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The care coach is available to premium members: ask about your conditions, services and next steps, and it answers from
        Kiin&apos;s library with its sources.
      </Typography>
      {isLoading ? (
        <Stack spacing={1} sx={{ mb: 2.5 }} role="status" aria-busy="true" aria-label="Loading your latest conversation">
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : error ? (
        <Box sx={{ mb: 2.5 }}>
          <QueryError what="your conversation with the coach" error={toApiError(error)} onRetry={() => void refetch()} />
        </Box>
      ) : exchange ? (
        <Stack spacing={2} sx={{ mb: 2.5 }} data-testid="coach-latest-exchange">
          <Typography variant="body2" color="text.secondary">
            Your latest conversation, <time dateTime={exchange.question.timestamp}>{when(exchange.question.timestamp)}</time>
          </Typography>
          <Said label="You asked" message={exchange.question} />
          {exchange.answer && <Said label="The coach answered" message={exchange.answer} />}
        </Stack>
      ) : null}
      <ButtonLink to="/coach" variant="contained">
        {exchange ? 'Continue the conversation' : 'Open the coach'}
      </ButtonLink>
    </Paper>
  );
}
