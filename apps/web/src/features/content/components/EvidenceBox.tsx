import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { ContentItem } from '@kiin/contracts';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { reviewLine } from '../../../components/content/content-format';
import { webUrl } from '../../../components/content/embeds';

/** Who reviewed the item and when, and what it draws on. Hidden when there is nothing to say. */
export function EvidenceBox({ item }: { item: Pick<ContentItem, 'reviewedBy' | 'reviewedAt' | 'sources'> }) {
  const reviewed = reviewLine(item.reviewedBy, item.reviewedAt);
  const sources = item.sources.filter((source) => source.title.trim() && webUrl(source.url));
  if (!reviewed && sources.length === 0) return null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="evidence-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="evidence-title" component="h2" variant="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <VerifiedOutlinedIcon aria-hidden color="primary" />
        About this information
      </Typography>
      {reviewed && <Typography>{reviewed}</Typography>}
      {sources.length > 0 && (
        <>
          <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 1 }}>
            Sources
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, overflowWrap: 'anywhere' }}>
            {sources.map((source, index) => (
              <li key={`${index}-${source.url}`}>
                <Link href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Link>
              </li>
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        General information only, not medical advice. Talk with your GP about your own situation.
      </Typography>
    </Paper>
  );
}
