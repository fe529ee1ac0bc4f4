import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@kiin/contracts';
import type { ApiError } from '../../api/base-query';
import { QueryError } from '../QueryError';
import { ComingSoon } from './ComingSoon';
import { ContentCollection } from './ContentCollection';
import { countLabel, filterContent, libraryTabs, type LibraryTab } from './content-presentation';
import { useCompletedIds } from './use-completion';
import { useLibraryParams } from './use-library-params';
import { ViewToggle } from './ViewToggle';
import { SearchField } from '../SearchField';

export interface LibraryViewProps {
  /** The h2 of the section. */
  title: string;
  items: readonly ContentItem[] | undefined;
  loading: boolean;
  /** Set when the items could not load; the retry shows the placeholders again. */
  error?: ApiError | { message?: string };
  onRetry: () => void;
}

const panelId = 'library-panel';
const tabId = (tab: LibraryTab) => `library-tab-${tab}`;

/** Search, type tabs, grid or list, and the matching items. */
export function LibraryView({ title, items, loading: loadingItems, error, onRetry }: LibraryViewProps) {
  const { query, setQuery, tab, setTab, view, setView } = useLibraryParams();
  const completedIds = useCompletedIds();
  const deferredQuery = useDeferredValue(query);
  // The cards are drawn as a transition, in short slices, not in the task that delivers the items.
  const deferredItems = useDeferredValue(items);
  const loading = loadingItems || (items !== undefined && deferredItems === undefined);
  const shown = useMemo(() => filterContent(deferredItems ?? [], tab, deferredQuery), [deferredItems, tab, deferredQuery]);
  const ready = !loading && !error;

  return (
    <Box component="section" aria-labelledby="library-title">
      <Typography id="library-title" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <SearchField label="Search content" placeholder="Try “carer”, “pain” or “NDIS”" value={query} onChange={setQuery} mb={2} />
      <Tabs
        value={tab}
        onChange={(_event, value: LibraryTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Content type"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {libraryTabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={tabId(t.value)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
          {ready ? countLabel(shown.length) : ''}
        </Typography>
        <ViewToggle value={view} onChange={setView} />
      </Stack>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {error && !loading ? (
          <QueryError what="the content library" error={error} onRetry={onRetry} />
        ) : (
          <ContentCollection
            items={shown}
            view={view}
            completedIds={completedIds}
            loading={loading}
            empty={tab === 'course' ? <ComingSoon /> : undefined}
          />
        )}
      </div>
    </Box>
  );
}
