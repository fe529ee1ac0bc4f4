import { memo, useCallback, useDeferredValue, useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { KliinicSession } from '@kiin/contracts';
import Button from '@mui/material/Button';
import { useKliinicSessionsQuery } from '../../../api/api';
import type { ApiError } from '../../../api/base-query';
import { useToast } from '../../../toast/toast-context';
import { useBookIncludedMutation } from '../../../api/member-api';
import { formatDate } from '../../../components/dates';
import { ButtonLink } from '../../../components/links';
import { QueryError } from '../../../components/QueryError';
import { upcomingSessions } from '../../../components/bookings';

const gridSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;

/** Book for a member whose membership includes every kliinic: no payment, one tap. */
function BookIncludedButton({ session }: { session: KliinicSession }) {
  const { toast } = useToast();
  const [book, { isLoading }] = useBookIncludedMutation();
  const onBook = async () => {
    const result = await book(session.id);
    if ('error' in result) {
      const message = result.error && 'message' in result.error ? result.error.message : undefined;
      toast({ title: 'Booking failed', description: message, variant: 'error' });
      return;
    }
    toast({ title: 'Seat booked', description: `You have a seat at ${session.title}. It is included in your membership.`, variant: 'success' });
  };
  return (
    <Button variant="contained" onClick={() => void onBook()} disabled={isLoading} aria-label={`Book: ${session.title}`}>
      {isLoading ? 'Booking...' : 'Book my seat'}
    </Button>
  );
}

function SessionCard({ session, booked, included }: { session: KliinicSession; booked: boolean; included: boolean }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }} data-testid="session">
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {formatDate(session.date, 'long')} · {session.time}
        </Typography>
        <Typography id={titleId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {session.title}
        </Typography>
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {session.description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {session.durationMinutes} minutes · Host: {session.leader}
          {session.guest ? ` · Guest: ${session.guest}` : ''}
          {!session.full && session.seatsLeft <= 10 ? ` · ${session.seatsLeft} seats left` : ''}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {booked ? (
            <Chip icon={<CheckCircleIcon />} label="You are booked" color="success" sx={{ fontWeight: 700 }} />
          ) : session.full ? (
            <Typography sx={{ fontWeight: 650 }} color="text.secondary">
              Session full
            </Typography>
          ) : included ? (
            <BookIncludedButton session={session} />
          ) : (
            <ButtonLink to={`/payment?session=${encodeURIComponent(session.id)}`} variant="contained" aria-label={`Book: ${session.title}`}>
              Book
            </ButtonLink>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The programme's upcoming sessions, each with Book (the payment flow, or for premium members
 * a seat included in their membership) or the member's seat.
 */
interface SessionsView {
  data: KliinicSession[] | undefined;
  isLoading: boolean;
  error: unknown;
  booked: ReadonlySet<string>;
  included: boolean;
}

/** The sessions as last drawn: a memoised view, so a new answer is drawn as a deferred render in slices. */
const SessionsList = memo(function SessionsList({ view, onRetry }: { view: SessionsView; onRetry: () => void }) {
  const { data, isLoading, error, booked, included } = view;
  if (isLoading) {
    return (
      <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading sessions">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton variant="rounded" height={190} />
          </li>
        ))}
      </Box>
    );
  }
  if (error) return <QueryError what="the upcoming sessions" error={error as ApiError} onRetry={onRetry} />;
  const upcoming = upcomingSessions(data);
  if (upcoming.length === 0) {
    return (
      <Stack spacing={1}>
        <Typography data-testid="sessions-empty">No sessions are scheduled right now. Please check back soon.</Typography>
      </Stack>
    );
  }
  return (
    <Box component="ul" sx={gridSx} aria-label="Upcoming sessions">
      {upcoming.map((s) => (
        <li key={s.id}>
          <SessionCard session={s} booked={booked.has(s.id)} included={included} />
        </li>
      ))}
    </Box>
  );
});

export function UpcomingSessions({ booked, included = false }: { booked: ReadonlySet<string>; included?: boolean }) {
  const { data, isLoading, error, refetch } = useKliinicSessionsQuery();
  const view = useDeferredValue(useMemo<SessionsView>(() => ({ data, isLoading, error, booked, included }), [data, isLoading, error, booked, included]));
  const onRetry = useCallback(() => void refetch(), [refetch]);
  return <SessionsList view={view} onRetry={onRetry} />;
}
