import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { nextBadge, pointsDayTimeZone, pointsRuleLines, type User } from '@kiin/contracts';
import { cardGridSx } from '../../../components/card-grid';
import { QueryError } from '../../../components/QueryError';
import { BadgeTile } from './BadgeTile';
import { NextBadgeCard } from './NextBadgeCard';
import { useBadgesQuery, useUserBadgesQuery } from '../api/profile-api';

const dayZoneName = (pointsDayTimeZone.split('/').pop() ?? pointsDayTimeZone).replace(/_/g, ' ');

function HowPointsWork() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        How to earn points
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
        {pointsRuleLines.map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Daily limits follow the calendar day in {dayZoneName} time.
      </Typography>
    </Box>
  );
}

/** Badges (earned with their date, the rest locked), the next one with progress, and the points rules. */
export function AchievementsPanel({ user }: { user: User }) {
  const headingId = useId();
  const badges = useBadgesQuery();
  const earned = useUserBadgesQuery();

  const ordered = useMemo(() => [...(badges.data ?? [])].sort((a, b) => a.pointsRequired - b.pointsRequired), [badges.data]);
  const earnedAt = useMemo(() => new Map((earned.data ?? []).map((e) => [e.badge.id, e.earnedAt])), [earned.data]);

  if (badges.isLoading || earned.isLoading) {
    return (
      <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading your badges">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (badges.error || earned.error) {
    const retry = () => {
      if (badges.error) void badges.refetch();
      if (earned.error) void earned.refetch();
    };
    return <QueryError what="your badges" error={badges.error ?? earned.error} onRetry={retry} />;
  }

  const next = nextBadge(user.points, earnedAt.keys(), ordered);
  const earnedCount = ordered.filter((badge) => earnedAt.has(badge.id)).length;
  return (
    <Stack spacing={4}>
      <NextBadgeCard points={user.points} next={next} />
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h2" sx={{ mb: 0.5 }}>
          Badges
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          You have earned {earnedCount} of {ordered.length} badges.
        </Typography>
        <Box component="ul" sx={cardGridSx}>
          {ordered.map((badge) => (
            <BadgeTile key={badge.id} badge={badge} earnedAt={earnedAt.get(badge.id) ?? null} />
          ))}
        </Box>
      </Box>
      <HowPointsWork />
    </Stack>
  );
}
