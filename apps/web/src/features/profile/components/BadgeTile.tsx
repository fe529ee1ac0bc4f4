import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { Badge } from '@kiin/contracts';
import { tileSx } from '../../../components/card-grid';
import { formatDate } from '../../../components/dates';

/** One badge: earned (with the date) or visibly locked (with the points it needs). */
export function BadgeTile({ badge, earnedAt }: { badge: Badge; earnedAt: string | null }) {
  const earned = earnedAt !== null;
  return (
    <Box
      component="li"
      sx={{
        ...tileSx,
        height: '100%',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        borderStyle: earned ? 'solid' : 'dashed',
        borderColor: earned ? 'secondary.main' : 'divider',
        bgcolor: earned ? 'background.paper' : 'transparent',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: earned ? 'secondary.main' : 'action.hover',
          color: earned ? 'secondary.contrastText' : 'text.secondary',
        }}
      >
        {earned ? <EmojiEventsIcon /> : <LockIcon />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="h4">
          {badge.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {badge.description}
        </Typography>
        {earned ? (
          <Typography variant="body2" sx={{ fontWeight: 650, color: 'success.main' }}>
            Earned {formatDate(earnedAt)}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 650 }}>
            Locked · {badge.pointsRequired} points
          </Typography>
        )}
      </Box>
    </Box>
  );
}
