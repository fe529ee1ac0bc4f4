import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { kiinboxTopicLabel } from '@kiin/contracts';
import { usePageTitle } from '../../app/page-title';
import { type ApiError, toApiError } from '../../api/base-query';
import { TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { useKiinboxQuestionQuery } from './api/kiinbox-api';
import { useHasPermission } from '../../auth/access-api';
import { AskCallout } from './components/AskCallout';
import { KiinboxAnswer } from './components/KiinboxAnswer';

/** The moderator's hide (a form and its checks) loads only for moderators. */
const ModeratorHide = lazy(() => import('./components/ModeratorHide').then((m) => ({ default: m.ModeratorHide })));

/** /kiinbox/:id: one published question and the expert's answer (never the asker). */
export default function KiinboxQuestionPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useKiinboxQuestionQuery(id);
  const apiError = toApiError(error as ApiError | undefined);
  const moderator = useHasPermission('community.moderate');

  usePageTitle(data ? (data.text.length > 60 ? `${data.text.slice(0, 57)}…` : data.text) : undefined);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <TextLink to="/kiinbox">← All answered questions</TextLink>
      {isLoading ? (
        <Stack spacing={2} sx={{ mt: 3 }} aria-busy="true" aria-label="Loading the question">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : error && apiError?.status === 404 ? (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 3, mb: 2 }}>
            This question is not available
          </Typography>
          <Typography color="text.secondary">It may have been taken down, or the link is not quite right. The other answered questions are in kiinbox.</Typography>
        </>
      ) : error || !data ? (
        <Stack sx={{ mt: 3 }}>
          <QueryError what="this question" error={apiError} onRetry={() => void refetch()} />
        </Stack>
      ) : (
        <>
          <Chip size="small" label={kiinboxTopicLabel[data.topic]} sx={{ mt: 3, mb: 1.5 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.35, mb: 3, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {data.text}
          </Typography>
          <Paper variant="outlined" component="section" aria-labelledby="kiinbox-answer-heading" sx={{ p: { xs: 2.5, md: 3 } }}>
            <Typography id="kiinbox-answer-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              The expert&apos;s answer
            </Typography>
            <KiinboxAnswer answer={data.answer} />
          </Paper>
          {moderator && (
            <Suspense fallback={null}>
              <ModeratorHide questionId={data.id} />
            </Suspense>
          )}
        </>
      )}
      {/* Under the answer once it is there, so it does not jump when the answer replaces the placeholders. */}
      {!isLoading && <AskCallout buttonLabel="Ask your own question" />}
    </Container>
  );
}
