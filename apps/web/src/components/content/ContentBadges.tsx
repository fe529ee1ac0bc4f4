import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ContentItem } from '@kiin/contracts';
import { contentTypeLabel } from './content-format';

export function PremiumBadge() {
  return (
    <Chip
      icon={<WorkspacePremiumIcon aria-hidden="true" />}
      label="Premium"
      size="small"
      color="secondary"
      sx={{ fontWeight: 700 }}
    />
  );
}

/** Type, Premium and length in one wrapping line. */
export function ContentBadges({ item, duration }: { item: ContentItem; duration: string | null }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip label={contentTypeLabel[item.type] ?? 'Content'} size="small" variant="outlined" />
      {item.isPremium && <PremiumBadge />}
      {duration && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ScheduleIcon fontSize="small" aria-hidden="true" />
          {duration}
        </Typography>
      )}
    </Stack>
  );
}
