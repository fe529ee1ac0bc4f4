import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KiinboxStatus, kiinboxTopicLabel, type MyKiinboxQuestion } from '@kiin/contracts';
import { type ApiError, toApiError } from '../../../api/base-query';
import { formatDate } from '../../../components/dates';
import { QueryError } from '../../../components/QueryError';
import { flattenPages } from '../../../components/show-more';
import { ShowMore } from '../../../components/ShowMore';
import { useMyKiinboxQuestionsInfiniteQuery } from '../api/kiinbox-api';
import { questionNoun, statusLabel } from '../kiinbox-text';
import { KiinboxAnswer } from './KiinboxAnswer';

const statusColour: Record<KiinboxStatus, ChipProps['color']> = { pending: 'default', answered: 'success', held: 'warning', hidden: 'default' };

function MyQuestion({ question }: { question: MyKiinboxQuestion }) {
  return (
    <Paper component="article" variant="outlined" data-list-item tabIndex={-1} aria-label={`Your question of ${formatDate(question.askedAt)}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <Chip size="small" color={statusColour[question.status]} variant={question.status === 'answered' ? 'filled' : 'outlined'} label={statusLabel[question.status]} />
        <Chip size="small" variant="outlined" label={kiinboxTopicLabel[question.topic]} />
        <Typography variant="body2" color="text.secondary">
          Asked on {formatDate(question.askedAt)}
          {question.publishable ? ' · may be published without your name' : ' · private'}
        </Typography>
      </Stack>
      {question.session && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          For the kliinic “{question.session.title}” on {formatDate(question.session.startsAt)}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: question.status === 'pending' ? 0 : 2 }}>{question.text}</Typography>
      {question.status === 'answered' && question.answer && (
        <Box component="section" aria-label="The expert's answer" sx={{ borderLeft: 3, borderColor: 'success.main', pl: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
            The expert&apos;s answer
          </Typography>
          <KiinboxAnswer answer={question.answer} headingLevel="h4" />
        </Box>
      )}
      {question.status === 'held' && (
        <Alert severity="info">A moderator reads this question first and will be in touch through Kiin. If you are in danger now, please call 000.</Alert>
      )}
      {question.status === 'hidden' && (
        <Alert severity="info">
          A moderator hid this question{question.hiddenNote ? `: ${question.hiddenNote}` : '.'}
        </Alert>
      )}
    </Paper>
  );
}

/** "Your questions": the member's own, newest first, a page at a time, each with where it stands. */
export function MyQuestions() {
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, error, refetch } = useMyKiinboxQuestionsInfiniteQuery();
  const shown = flattenPages(data?.pages);
  if (isLoading)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading your questions">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (error && !data) return <QueryError what="your questions" error={toApiError(error as ApiError | undefined)} onRetry={() => void refetch()} />;
  if (shown.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="kiinbox-mine-empty">
        <Typography color="text.secondary">You have not asked a question yet. When you do, it appears here with the expert&apos;s answer.</Typography>
      </Paper>
    );
  return (
    <div>
      <Stack spacing={2} component="div" aria-label="Your questions list">
        {shown.map((question) => (
          <MyQuestion key={question.id} question={question} />
        ))}
      </Stack>
      <ShowMore count={shown.length} hasMore={hasNextPage} loading={isFetchingNextPage} failed={Boolean(error) && !isFetching} onMore={() => void fetchNextPage()} noun={questionNoun} />
    </div>
  );
}
