import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NextBadge } from '@kiin/contracts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The member's points and the next badge (spec §4, computed by `nextBadge`): the bar runs
 * from the threshold below the badge to its own, so its ends are labelled with both.
 */
export function NextBadgeCard({ points, next }: { points: number; next: NextBadge }) {
  const headingId = useId();
  const { badge } = next;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {badge ? `Next badge: ${badge.name}` : 'Every badge reached'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        You have <strong>{plural(points, 'point', 'points')}</strong>.
        {badge ? ` ${badge.description}` : ' There is no badge left to aim for: well done.'}
      </Typography>
      {badge && (
        <>
          <Typography sx={{ mb: 1 }}>
            <Box component="span" sx={{ fontWeight: 650 }}>
              {points} of {badge.pointsRequired} points
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {` · ${plural(next.pointsToGo, 'point', 'points')} to go`}
            </Box>
          </Typography>
          <LinearProgress
            variant="determinate"
            value={next.progress}
            aria-label={`Progress to ${badge.name}`}
            aria-valuetext={`${points} of ${badge.pointsRequired} points`}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}>
            <span>{next.previousThreshold}</span>
            <span>{badge.pointsRequired}</span>
          </Box>
        </>
      )}
    </Paper>
  );
}
