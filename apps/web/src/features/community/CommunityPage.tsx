import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { DiscussionSummary } from '@kiin/contracts';
import { useCurrentUser } from '../../auth/use-current-user';
import { ButtonLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { type ApiError, toApiError } from '../../api/base-query';
import { useDiscussionsInfiniteQuery } from '../../api/community-api';
import { type CommunityTab, communityTabs, discussionNoun, emptyStateFor, searchDebounceMs } from './community-filter';
import { DiscussionCard } from './components/DiscussionCard';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';
import { useHydrated } from '../../components/use-hydrated';
import { visuallyHiddenStyle } from '../../components/VisuallyHidden';

const panelId = 'community-panel';
/** Five placeholders while the list loads (spec §9). */
const placeholders = 5;

interface ListView {
  loading: boolean;
  error: unknown;
  hasData: boolean;
  shown: DiscussionSummary[];
  hasMore: boolean;
  loadingMore: boolean;
  refreshing: boolean;
  isPremium: boolean;
  empty: ReturnType<typeof emptyStateFor>;
}

/**
 * The list under the tabs. A page of discussions is drawn as a deferred render, in slices
 * between the browser's own work, rather than as one long task when the answer comes.
 */
const DiscussionList = memo(function DiscussionList({ view, onRetry, onMore }: { view: ListView; onRetry: () => void; onMore: () => void }) {
  const { loading, error, hasData, shown, empty } = view;
  if (error && !loading && !hasData) return <QueryError what="the discussions" error={toApiError(error as ApiError | undefined)} onRetry={onRetry} />;
  if (loading)
    return (
      <Stack spacing={2} aria-label="Loading discussions" data-testid="discussion-placeholders">
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={120} data-testid="discussion-placeholder" />
        ))}
      </Stack>
    );
  if (shown.length === 0)
    return (
      <Box sx={{ textAlign: 'center', py: 6 }} role="status">
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {empty.title}
        </Typography>
        {empty.text && <Typography color="text.secondary">{empty.text}</Typography>}
      </Box>
    );
  return (
    <section aria-labelledby="community-discussions-heading">
      {/* The discussions' titles are level 3: the list is the level 2 under the page's heading. */}
      <h2 id="community-discussions-heading" style={visuallyHiddenStyle}>
        Discussions
      </h2>
      <Stack spacing={2}>
        {shown.map((d) => (
          <DiscussionCard key={d.id} discussion={d} locked={d.isPremiumOnly && !view.isPremium && !d.author.isYou} />
        ))}
      </Stack>
      <ShowMore count={shown.length} hasMore={view.hasMore} loading={view.loadingMore} failed={Boolean(error) && !view.refreshing} onMore={onMore} noun={discussionNoun} />
    </section>
  );
});

/**
 * /community: search, tabs, the discussion list (spec §2). The server searches and filters;
 * the first page shows at once and "Show more" loads the next.
 */
export default function CommunityPage() {
  const { user } = useCurrentUser();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<CommunityTab>('all');
  const q = useDebouncedValue(query.trim(), searchDebounceMs);
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, error, refetch } =
    useDiscussionsInfiniteQuery({ q, access: tab });
  const shown = useMemo(() => flattenPages(data?.pages), [data]);
  // Until the app has taken over a page rendered ahead of time, it shows what was rendered: the placeholders.
  const hydrated = useHydrated();
  const loading = !hydrated || isLoading || (isFetching && !data);
  const empty = useMemo(() => emptyStateFor(tab, q), [tab, q]);
  const isPremium = Boolean(user?.isPremium);
  const view = useDeferredValue(
    useMemo<ListView>(
      () => ({ loading, error, hasData: Boolean(data), shown, hasMore: hasNextPage, loadingMore: isFetchingNextPage, refreshing: isFetching, isPremium, empty }),
      [loading, error, data, shown, hasNextPage, isFetchingNextPage, isFetching, isPremium, empty],
    ),
  );
  const onRetry = useCallback(() => void refetch(), [refetch]);
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            Community
          </Typography>
          <Typography color="text.secondary">Share experiences and support with carers and patients who understand.</Typography>
        </Box>
        <ButtonLink to="/community/new" variant="contained" startIcon={<AddIcon />}>
          New Discussion
        </ButtonLink>
      </Stack>
      <SearchField ariaLabel="Search discussions" placeholder="Search discussions..." value={query} onChange={setQuery} mb={2} />
      <Tabs value={tab} onChange={(_e, v: CommunityTab) => setTab(v)} aria-label="Discussion type" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {communityTabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`community-tab-${t.value}`} aria-controls={panelId} />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={`community-tab-${tab}`} aria-busy={view.loading}>
        <DiscussionList view={view} onRetry={onRetry} onMore={onMore} />
      </div>
    </Container>
  );
}
