import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { toApiError } from '../../api/base-query';
import { loginHref } from '../../auth/return-to';
import { QueryError } from '../../components/QueryError';
import { kliinicTime } from './kliinic-time';
import { KliinicSessionList } from './components/KliinicSessionList';
import { KliinicStatusChip } from './components/KliinicStatusChip';
import { SessionNotes } from './components/SessionNotes';
import { useStaffKliinics } from './hooks/use-staff-kliinics';

/** /staff/kliinics: transcripts in, draft notes edited and approved, delivery to each ticket holder (experts and admins). */
export default function StaffKliinicsPage() {
  const location = useLocation();
  const { data, isLoading, error, refetch } = useStaffKliinics();
  const [selected, setSelected] = useState<string | null>(null);
  const problem = toApiError(error);
  const session = data?.find((s) => s.sessionId === selected) ?? null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        Kliinic notes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
        Upload a session&apos;s transcript, read and edit the draft notes, and approve them: each ticket holder then gets one email with the notes, and finds them on
        their kliinics page.
      </Typography>
      {isLoading ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : problem?.status === 401 ? (
        <Alert severity="info" action={<Button href={loginHref(location.pathname)}>Sign in</Button>}>
          Please sign in as an expert to write kliinic notes.
        </Alert>
      ) : problem?.status === 403 ? (
        <Alert severity="warning">Kliinic notes are written by Kiin&apos;s experts and admins only. If you lead a kliinic, ask an admin to give you the expert role.</Alert>
      ) : problem ? (
        <QueryError what="the kliinic sessions" error={problem} onRetry={() => void refetch()} />
      ) : data?.length === 0 ? (
        <Typography role="status">There are no kliinic sessions yet.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
          <KliinicSessionList sessions={data} selected={selected} onSelect={setSelected} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="session-notes">
            {session ? (
              <>
                <Typography id="session-notes" variant="h2" sx={{ fontSize: '1.4rem', mb: 0.5 }}>
                  {session.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
                  {kliinicTime(session.startsAt)} · <KliinicStatusChip status={session.status} />
                </Typography>
                <SessionNotes key={session.sessionId} session={session} />
              </>
            ) : (
              <Typography id="session-notes" color="text.secondary">
                Choose a session to upload its transcript or work on its notes.
              </Typography>
            )}
          </Paper>
        </Box>
      )}
    </Container>
  );
}
