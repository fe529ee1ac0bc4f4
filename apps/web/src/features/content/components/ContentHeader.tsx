import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ContentItem } from '@kiin/contracts';
import { ContentTypeIcon } from '../../../components/content/ContentTypeIcon';
import { contentTypeLabel, durationLabel } from '../../../components/content/content-format';

const metaItemSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75 } as const;

/** Type, length and tier, then the page's one h1 and the item's description. */
export function ContentHeader({ item }: { item: ContentItem }) {
  const duration = durationLabel(item.duration);
  return (
    <Box component="header">
      <Box
        component="ul"
        aria-label="About this resource"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, color: 'text.secondary', fontWeight: 600 }}
      >
        <Box component="li" sx={{ ...metaItemSx, color: 'primary.main' }}>
          <ContentTypeIcon type={item.type} fontSize="small" />
          {contentTypeLabel[item.type]}
        </Box>
        {duration && (
          <Box component="li" sx={metaItemSx}>
            <AccessTimeIcon aria-hidden fontSize="small" />
            {duration}
          </Box>
        )}
        {item.isPremium && (
          <li>
            <Chip
              icon={<WorkspacePremiumIcon aria-hidden />}
              label="Premium"
              size="small"
              color="secondary"
              sx={{ fontWeight: 700 }}
            />
          </li>
        )}
      </Box>
      <Typography id="content-title" variant="h1" sx={{ mt: 1.5, fontSize: { xs: '1.8rem', md: '2.4rem' }, overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
        {item.description}
      </Typography>
    </Box>
  );
}
