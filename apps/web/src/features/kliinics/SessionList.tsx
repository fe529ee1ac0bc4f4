import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { KliinicSession } from '@kiin/contracts';
import { useKliinicSessionsQuery } from '../../api/api';
import { formatDate } from '../../components/dates';
import { ButtonLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
} as const;

function SessionCard({ session }: { session: KliinicSession }) {
  const titleId = useId();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: session.status === 'past' ? 0.8 : 1 }}>
      <CardContent sx={{ p: 3, flex: 1 }}>
        <Typography component="p" sx={{ color: session.status === 'past' ? 'text.secondary' : 'primary.main', fontWeight: 700 }}>
          {session.status === 'past' ? 'Past session · ' : ''}
          {formatDate(session.date, 'long')}
        </Typography>
        <Typography id={titleId} component="h3" variant="h3" sx={{ mt: 0.5, mb: 1 }}>
          {session.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {session.description}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 650 }, '& dd': { m: 0 } }}>
          <dt>Time</dt>
          <dd>{session.time}</dd>
          <dt>Duration</dt>
          <dd>{session.durationMinutes} minutes</dd>
          <dt>Host</dt>
          <dd>{session.leader}</dd>
          <dt>Guest</dt>
          <dd>{session.guest}</dd>
          {session.status === 'upcoming' && !session.full && session.seatsLeft <= 10 ? (
            <>
              <dt>Seats</dt>
              <dd>{session.seatsLeft} left</dd>
            </>
          ) : null}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        {session.status === 'past' ? (
          <Typography sx={{ fontWeight: 650 }} color="text.secondary">
            This session has ended
          </Typography>
        ) : session.full ? (
          <Typography sx={{ fontWeight: 650 }} color="text.secondary">
            Session full
          </Typography>
        ) : (
          <ButtonLink to={`/payment?session=${encodeURIComponent(session.id)}`} variant="contained" aria-describedby={titleId}>
            BOOK NOW
          </ButtonLink>
        )}
      </CardActions>
    </Card>
  );
}

/** Upcoming kliinics from the server, with loading, error and empty states. */
export function SessionList() {
  const { data, isLoading, error, refetch } = useKliinicSessionsQuery();

  if (isLoading) {
    return (
      <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading sessions">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton variant="rounded" height={260} />
          </li>
        ))}
      </Box>
    );
  }
  if (error) {
    return <QueryError what="the upcoming sessions" error={error} onRetry={() => void refetch()} />;
  }
  if (!data?.length) {
    return <Typography>No sessions are scheduled right now. Please check back soon.</Typography>;
  }
  return (
    <Box component="ul" sx={gridSx}>
      {data.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} />
        </li>
      ))}
    </Box>
  );
}
