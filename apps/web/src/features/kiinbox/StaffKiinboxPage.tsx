import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KiinboxTopic, kiinboxRules, type StaffKiinboxQuestion } from '@kiin/contracts';
import { useKliinicSessionsQuery } from '../../api/api';
import { type ApiError, toApiError } from '../../api/base-query';
import { formatDate } from '../../components/dates';
import { QueryError } from '../../components/QueryError';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';
import { useToast } from '../../toast/toast-context';
import { useCoverKiinboxQuestionInSessionMutation, useKiinboxQueueInfiniteQuery } from './api/kiinbox-api';
import { AnswerForm } from './components/AnswerForm';
import { StaffQuestionCard } from './components/StaffQuestionCard';
import { questionNoun, topicOptions } from './kiinbox-text';

function QueueItem({ question }: { question: StaffKiinboxQuestion }) {
  const [answering, setAnswering] = useState(false);
  const [cover, { isLoading: covering }] = useCoverKiinboxQuestionInSessionMutation();
  const { toast } = useToast();
  const markCovered = async () => {
    if (covering) return;
    const result = await cover(question.id);
    if ('error' in result) {
      const error = result.error as ApiError | undefined;
      toast({ title: 'Could not mark the question', description: error?.body || error?.message, variant: 'error' });
      return;
    }
    toast({ title: 'Marked to be covered in the session', description: 'It is answered when the session notes are sent.', variant: 'success' });
  };
  return (
    <StaffQuestionCard question={question}>
      {answering ? (
        <AnswerForm questionId={question.id} onDone={() => setAnswering(false)} />
      ) : (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setAnswering(true)}>
            Answer
          </Button>
          {question.session && !question.coveredInSession && (
            <Button variant="outlined" onClick={() => void markCovered()} aria-disabled={covering}>
              Cover in the session
            </Button>
          )}
        </Stack>
      )}
    </StaffQuestionCard>
  );
}

/**
 * /staff/kiinbox: the experts' queue in its fair-share order (premium first, free questions
 * waiting over 48 hours on top), filtered by kliinic session and topic (ADR 28).
 */
export default function StaffKiinboxPage() {
  const [params] = useSearchParams();
  // `?session=` from the session's screen in /staff/kliinics opens the queue on its questions.
  const [session, setSession] = useState(() => params.get('session') ?? '');
  const [topic, setTopic] = useState<KiinboxTopic | ''>('');
  const sessions = useKliinicSessionsQuery();
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, error, refetch } = useKiinboxQueueInfiniteQuery({ session, topic });
  const shown = flattenPages(data?.pages);
  const upcoming = (sessions.data ?? []).filter((s) => s.status === 'upcoming');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        kiinbox questions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Premium members&apos; questions come first; a free member&apos;s question waiting more than {kiinboxRules.fairShareHours} hours goes to the top
        (marked &ldquo;Fair share&rdquo;). Questions that tell of danger are with the moderators and are not here. Askers are never named.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label="Kliinic session"
          value={session}
          onChange={(e) => setSession(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 320 } }}
        >
          <option value="">All questions</option>
          {upcoming.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.title} (${formatDate(s.startsAt)})`}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Topic"
          value={topic}
          onChange={(e) => setTopic(e.target.value as KiinboxTopic | '')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 220 } }}
        >
          <option value="">All topics</option>
          {topicOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      </Stack>
      <Box aria-busy={isLoading}>
        {isLoading ? (
          <Stack spacing={2} aria-label="Loading the queue">
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        ) : error && !data ? (
          <QueryError what="the questions" error={toApiError(error as ApiError | undefined)} onRetry={() => void refetch()} />
        ) : shown.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
            <Typography>{session || topic ? 'No questions wait with this filter.' : 'No questions are waiting. Thank you!'}</Typography>
          </Paper>
        ) : (
          <section aria-label="Questions waiting for an answer">
            <Stack spacing={2}>
              {shown.map((question) => (
                <QueueItem key={question.id} question={question} />
              ))}
            </Stack>
            <ShowMore count={shown.length} hasMore={hasNextPage} loading={isFetchingNextPage} failed={Boolean(error) && !isFetching} onMore={() => void fetchNextPage()} noun={questionNoun} />
          </section>
        )}
      </Box>
    </Container>
  );
}
