import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@kiin/contracts';
import { useContentByTypeQuery } from '../../../api/api';
import { ContentCollection } from '../../../components/content/ContentCollection';
import { useCompletedIds } from '../../../components/content/use-completion';
import { relatedItems } from '../../../components/content/content-format';

/**
 * Up to three other items of the same type. A list that fails or has nothing else to offer
 * is simply left out: it is a suggestion, not the page's purpose.
 */
export function RelatedContent({ item }: { item: Pick<ContentItem, 'id' | 'type'> }) {
  const { data, isLoading } = useContentByTypeQuery(item.type);
  const completedIds = useCompletedIds();
  const related = relatedItems(data, item);
  if (!isLoading && related.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="related-title" variant="h2" sx={{ mb: 2 }}>
        Related content
      </Typography>
      <ContentCollection items={related} view="grid" completedIds={completedIds} loading={isLoading} />
    </Box>
  );
}
