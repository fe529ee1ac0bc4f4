import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@kiin/contracts';
import { ContentCard, type TitleLevel } from './ContentCard';
import type { ViewMode } from './content-presentation';
import { ContentRow } from './ContentRow';

export type { ViewMode } from './content-presentation';

export interface ContentCollectionProps {
  items: readonly ContentItem[];
  view: ViewMode;
  /** Ids of the items the signed-in member has completed (empty when signed out). */
  completedIds: ReadonlySet<string>;
  /** While true, six placeholder cards show instead of the items (spec §9). */
  loading?: boolean;
  /** The level of each item's title; h3 unless the page around it needs another. */
  titleLevel?: TitleLevel;
  /** What shows when there are no items; the spec's sentence unless given. */
  empty?: ReactNode;
}

const layoutSx = {
  grid: {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  },
  list: { display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' },
} as const;

const placeholders = [0, 1, 2, 3, 4, 5];

function LoadingCollection({ view }: { view: ViewMode }) {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading content" sx={layoutSx[view]}>
      {placeholders.map((i) =>
        view === 'grid' ? (
          <Skeleton key={i} variant="rounded" height={360} />
        ) : (
          <Skeleton key={i} variant="rounded" height={100} />
        ),
      )}
    </Box>
  );
}

export function NoContent() {
  return (
    <Typography color="text.secondary" sx={{ py: 3 }}>
      No content found matching your criteria.
    </Typography>
  );
}

/** Content items as cards (grid) or rows (list). Shared by the library, conditions and related content. */
export function ContentCollection({ items, view, completedIds, loading = false, titleLevel = 'h3', empty }: ContentCollectionProps) {
  if (loading) return <LoadingCollection view={view} />;
  if (items.length === 0) return <>{empty ?? <NoContent />}</>;

  const Item = view === 'grid' ? ContentCard : ContentRow;
  return (
    <Box component="ul" role="list" data-view={view} sx={{ listStyle: 'none', m: 0, p: 0, ...layoutSx[view] }}>
      {items.map((item) => (
        <li key={item.id}>
          <Item item={item} completed={completedIds.has(item.id)} titleLevel={titleLevel} />
        </li>
      ))}
    </Box>
  );
}
