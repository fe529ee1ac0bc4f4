import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentTypeLabel } from '../../../components/content/content-format';
import { ContentTypeIcon } from '../../../components/content/ContentTypeIcon';
import { formatDate } from '../../../components/dates';
import { TextLink } from '../../../components/links';
import type { CompletedItem } from '../progress';

interface CompletionListProps {
  items: CompletedItem[];
  /** Names the list for screen readers (and tests): 'Recent activity', 'Recently completed'. */
  label: string;
  /** Shown instead of the list when nothing is completed yet. */
  empty: ReactNode;
}

/** Completed items, newest first, each with its type and the date it was completed. */
export function CompletionList({ items, label, empty }: CompletionListProps) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map(({ item, completedAt }) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
          <ContentTypeIcon type={item.type} color="success" sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <TextLink to={`/content/${item.type}/${encodeURIComponent(item.id)}`} sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
              {item.title}
            </TextLink>
            <Typography variant="body2" color="text.secondary">
              {contentTypeLabel[item.type] ?? 'Content'} · Completed <time dateTime={completedAt}>{formatDate(completedAt)}</time>
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
