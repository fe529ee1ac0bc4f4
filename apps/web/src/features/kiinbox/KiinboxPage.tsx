import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KiinboxTopic } from '@kiin/contracts';
import { type ApiError, toApiError } from '../../api/base-query';
import { QueryError } from '../../components/QueryError';
import { SearchField } from '../../components/SearchField';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useHydrated } from '../../components/use-hydrated';
import { visuallyHiddenStyle } from '../../components/VisuallyHidden';
import { usePublicKiinboxInfiniteQuery } from './api/kiinbox-api';
import { AskButton, AskCallout } from './components/AskCallout';
import { PublicQuestionCard } from './components/PublicQuestionCard';
import { kiinboxLead, publicEmptyState, questionNoun, searchDebounceMs, topicOptions } from './kiinbox-text';

const placeholders = 4;

/**
 * /kiinbox: the public Q&A (ADR 28), no sign-in. The server searches (`q`, once typing pauses)
 * and filters by topic; the first page shows at once and "Show more" loads the next.
 */
export default function KiinboxPage() {
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<KiinboxTopic | ''>('');
  const q = useDebouncedValue(query.trim(), searchDebounceMs);
  const hydrated = useHydrated();
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, error, refetch } = usePublicKiinboxInfiniteQuery({ q, topic });
  const shown = useMemo(() => flattenPages(data?.pages), [data]);
  const loading = !hydrated || isLoading || (isFetching && !data);
  const empty = publicEmptyState(q, topic);
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let list;
  if (error && !loading && !data) list = <QueryError what="the answered questions" error={toApiError(error as ApiError | undefined)} onRetry={() => void refetch()} />;
  else if (loading)
    list = (
      <Stack spacing={2} aria-label="Loading questions" data-testid="kiinbox-placeholders">
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Stack>
    );
  else if (shown.length === 0)
    list = (
      <Box sx={{ textAlign: 'center', py: 6 }} role="status">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {empty.title}
        </Typography>
        <Typography color="text.secondary">{empty.text}</Typography>
      </Box>
    );
  else
    list = (
      <section aria-labelledby="kiinbox-questions-heading">
        <h2 id="kiinbox-questions-heading" style={visuallyHiddenStyle}>
          Answered questions
        </h2>
        <Stack spacing={2}>
          {shown.map((question) => (
            <PublicQuestionCard key={question.id} question={question} />
          ))}
        </Stack>
        <ShowMore count={shown.length} hasMore={hasNextPage} loading={isFetchingNextPage} failed={Boolean(error) && !isFetching} onMore={onMore} noun={questionNoun} />
      </section>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            kiinbox
          </Typography>
          <Typography color="text.secondary">{kiinboxLead}</Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <AskButton />
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}>
        <SearchField label="Search questions and answers" placeholder="For example: sleep, NDIS" value={query} onChange={setQuery} mb={0} />
        <TextField
          select
          label="Topic"
          value={topic}
          disabled={!hydrated}
          onChange={(event) => setTopic(event.target.value as KiinboxTopic | '')}
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
      <div aria-busy={loading}>{list}</div>
      {/* Under the list once it is there: drawn beside placeholders, it would jump when the answers come. */}
      {!loading && <AskCallout />}
    </Container>
  );
}
