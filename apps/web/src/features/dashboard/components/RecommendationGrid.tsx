import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@kiin/contracts';
import { cardGridSx } from '../../../components/card-grid';
import { TextLink } from '../../../components/links';
import { ContentCard } from '../../../components/content/ContentCard';

/** What to read next, as library cards (with Mark Complete); never empty-handed. */
export function RecommendationGrid({ items }: { items: ContentItem[] }) {
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" role="status">
        You have worked through everything we would suggest right now. <TextLink to="/content/library">Browse the library</TextLink> for more.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Recommended for you" sx={cardGridSx}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard item={item} completed={false} titleLevel="h3" />
        </li>
      ))}
    </Box>
  );
}
