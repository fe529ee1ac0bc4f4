import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@kiin/contracts';
import { TextLink } from '../../../components/links';
import { CompletionList } from './CompletionList';
import { ConditionChips } from './ConditionChips';
import { GettingStarted } from './GettingStarted';
import { LearningProgressBar } from './LearningProgressBar';
import { recentActivityCount } from '../progress';
import { RecommendationGrid } from './RecommendationGrid';
import { SavedServices } from './SavedServices';
import { StatCard } from './StatCard';
import type { MemberLearning } from '../hooks/use-member-learning';

interface OverviewTabProps {
  user: User;
  learning: MemberLearning;
  hasBooking: boolean;
}

/** Points, progress and conditions at a glance; what to read next; the latest activity; the services saved from Engage. */
export function OverviewTab({ user, learning, hasBooking }: OverviewTabProps) {
  const hasConditions = learning.savedConditions.length > 0;
  const hasCompleted = learning.progress.completed > 0;
  return (
    <>
      {!(hasConditions && hasCompleted) && <GettingStarted hasConditions={hasConditions} hasCompleted={hasCompleted} hasBooking={hasBooking} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 5 }}>
        <StatCard id="stat-points" title="Points">
          <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1 }} data-testid="points">
            {user.points.toLocaleString('en-AU')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Earn points by completing content, starting discussions and commenting.
          </Typography>
          <TextLink to="/profile?tab=achievements" sx={{ mt: 'auto' }}>
            View achievements
          </TextLink>
        </StatCard>
        <StatCard id="stat-learning" title="Learning progress">
          <LearningProgressBar progress={learning.progress} />
          <TextLink to="/dashboard?tab=learning" sx={{ mt: 'auto' }}>
            See your learning
          </TextLink>
        </StatCard>
        <StatCard id="stat-conditions" title="My conditions">
          {hasConditions ? (
            <ConditionChips conditions={learning.savedConditions} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              You have not saved any conditions yet. Save the ones that matter to you for better suggestions.
            </Typography>
          )}
          <TextLink to="/conditions" sx={{ mt: 'auto' }}>
            {hasConditions ? 'Browse all conditions' : 'Browse conditions'}
          </TextLink>
        </StatCard>
      </Box>

      <Box component="section" aria-labelledby="recommended" sx={{ mb: 5 }}>
        <Typography id="recommended" variant="h2" sx={{ mb: 0.5 }}>
          Recommended for you
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {hasConditions ? 'Picked from your conditions, then from the library.' : 'From the library. Save a condition for suggestions that fit you.'}
        </Typography>
        <RecommendationGrid items={learning.recommendations} />
      </Box>

      <Box component="section" aria-labelledby="activity" sx={{ mb: 5 }}>
        <Typography id="activity" variant="h2" sx={{ mb: 2 }}>
          Recent activity
        </Typography>
        <CompletionList
          items={learning.completed.slice(0, recentActivityCount)}
          label="Recent activity"
          empty={
            <Typography color="text.secondary" data-testid="activity-empty">
              Nothing here yet. <TextLink to="/content/library">Read something in the library</TextLink> and mark it complete to see it here.
            </Typography>
          }
        />
      </Box>
      {/* Last: its list is asked for with the page's other data, and whatever its length, nothing below it moves. */}
      <SavedServices />
    </>
  );
}
