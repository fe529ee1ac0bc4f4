import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { pointsRules, type User } from '@kiin/contracts';
import { useCurrentUserQuery } from '../../api/api';
import { useCurrentUser } from '../../auth/use-current-user';
import { QueryError } from '../../components/QueryError';
import { bookedSessionIds } from '../../components/bookings';
import { useBookingsInfiniteQuery } from '../../api/member-api';
import { useSavedServicesQuery } from '../../api/saved-services-api';
import { SignInPrompt } from '../../auth/SignInPrompt';
import { CoachTab } from './components/CoachTab';
import { ConditionsTab } from './components/ConditionsTab';
import { type DashboardTab, tabFromParam, visibleTabs } from './dashboard-tabs';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { LearningTab } from './components/LearningTab';
import { OverviewTab } from './components/OverviewTab';
import { type MemberLearning, useMemberLearning } from './hooks/use-member-learning';

/** What the page holds, the same for every member: shown at once, before the member is known. */
export const dashboardLead = 'Your points, learning, saved conditions and what to read next.';

/**
 * The page's title, the member's greeting (a line of its height while they are not known yet,
 * so nothing moves when it arrives) and what the page holds. The lead is written ahead of time
 * with the page, and is its largest text above the fold: a phone shows it with the first paint.
 */
function DashboardHeading({ greeting, premium = false }: { greeting: string | null; premium?: boolean }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }} useFlexGap>
        <Typography variant="h1">Dashboard</Typography>
        {premium && <Chip icon={<WorkspacePremiumIcon />} label="Premium Member" color="secondary" sx={{ fontWeight: 700 }} />}
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{greeting ?? <Skeleton variant="text" width="12em" />}</Typography>
      <Typography color="text.secondary">{dashboardLead}</Typography>
    </Box>
  );
}

interface PanelsView {
  user: User;
  learning: MemberLearning;
  hasBooking: boolean;
  tab: DashboardTab;
}

/**
 * The tab panels. The page's data arrives in several answers (the member, their completions,
 * the library, saved conditions, bookings); each is drawn here as a deferred render, which
 * React does in slices between the browser's own work, rather than as one long task per answer
 * that holds up taps and scrolling on a phone.
 */
const DashboardPanels = memo(function DashboardPanels({ view }: { view: PanelsView }) {
  const { user, learning, hasBooking, tab } = view;
  const tabs = visibleTabs(user.isPremium);
  const panel = (value: DashboardTab) => {
    if (value === 'coach') return <CoachTab />;
    if (learning.error) return <QueryError what="your dashboard" error={learning.error} onRetry={learning.retry} />;
    if (learning.isLoading) return <DashboardSkeleton />;
    switch (value) {
      case 'overview':
        return <OverviewTab user={user} learning={learning} hasBooking={hasBooking} />;
      case 'learning':
        return <LearningTab learning={learning} />;
      case 'conditions':
        return <ConditionsTab conditions={learning.savedConditions} />;
    }
  };
  return tabs.map((t) => (
    <Box key={t.value} role="tabpanel" id={`dashboard-panel-${t.value}`} aria-labelledby={`dashboard-tab-${t.value}`} hidden={tab !== t.value}>
      {tab === t.value && panel(t.value)}
    </Box>
  ));
});

function MemberDashboard({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const learning = useMemberLearning(user);
  // The first page is enough: seats ahead come first in it.
  const bookings = useBookingsInfiniteQuery();
  // Asked for with the rest, so the overview's saved services are usually in when it is drawn.
  useSavedServicesQuery();
  const hasBooking = useMemo(() => bookedSessionIds(bookings.data?.pages[0]?.items).size > 0, [bookings.data]);
  const tabs = visibleTabs(user.isPremium);
  const tab = tabFromParam(params.get('tab'), user.isPremium);
  // Points beyond the welcome come with the first thing a member does: none yet is a first
  // visit. Decided as the page opens, so the greeting does not change as points arrive live.
  const [returning] = useState(() => user.points > pointsRules.welcome);
  const view = useDeferredValue(useMemo<PanelsView>(() => ({ user, learning, hasBooking, tab }), [user, learning, hasBooking, tab]));

  const selectTab = (next: DashboardTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <DashboardHeading
        premium={user.isPremium}
        greeting={returning ? `Welcome back, ${user.firstName || 'friend'}.` : `Welcome, ${user.firstName || 'friend'}.`}
      />
      <Tabs
        value={tab}
        onChange={(_e, value: DashboardTab) => selectTab(value)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Dashboard sections"
        // Narrower tabs on a phone, so all four fit without scrolling.
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 4, '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } } }}
      >
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`dashboard-tab-${t.value}`} aria-controls={`dashboard-panel-${t.value}`} />
        ))}
      </Tabs>
      <DashboardPanels view={view} />
    </>
  );
}

/** /dashboard: the signed-in member's overview, learning, conditions and (premium) coach tabs. */
export default function DashboardPage() {
  const { user, isLoading, error } = useCurrentUser();
  const { refetch } = useCurrentUserQuery();
  const location = useLocation();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {isLoading ? (
        <Box>
          {/* Known before the member is: a page rendered ahead of time shows it at once. */}
          <DashboardHeading greeting={null} />
          <Skeleton variant="rounded" height={48} sx={{ my: 2 }} />
          <DashboardSkeleton />
        </Box>
      ) : error ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Dashboard
          </Typography>
          <QueryError what="your account" error={error} onRetry={() => void refetch()} />
        </>
      ) : user ? (
        <MemberDashboard user={user} />
      ) : (
        <SignInPrompt
          headingLevel="h1"
          title="Dashboard Access"
          text="Sign in to see your dashboard: your progress, saved conditions, points and what to read next."
          returnTo={location.pathname + location.search}
        />
      )}
    </Container>
  );
}
