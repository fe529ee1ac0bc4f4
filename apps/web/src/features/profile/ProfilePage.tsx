import { useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import type { User } from '@kiin/contracts';
import { useCurrentUserQuery } from '../../api/api';
import { useCurrentUser } from '../../auth/use-current-user';
import { loginHref, logoutHref } from '../../auth/return-to';
import { QueryError } from '../../components/QueryError';
import { AchievementsPanel } from './components/AchievementsPanel';
import { ConditionsPanel } from './components/ConditionsPanel';
import { MembershipPanel } from './components/MembershipPanel';
import { OverviewPanel } from './components/OverviewPanel';
import { panelId, type ProfileTab, profileTabLabel, profileTabs, tabFromUrl, tabId } from './profile-tabs';

function ProfileSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, minHeight: '100vh' }}>
      {/* Known before the member is: a page rendered ahead of time shows it at once. */}
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1">Profile</Typography>
        <Typography color="text.secondary">Your details, badges, conditions and membership.</Typography>
      </Box>
      <Box role="status" aria-busy="true" aria-label="Loading your profile">
        <Skeleton variant="rounded" height={48} sx={{ mb: 4 }} />
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Box>
    </Container>
  );
}

function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <AccountCircleIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Sign in to see your profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your profile keeps your points and badges, the conditions you follow and your membership. Sign in, or create a free
        account, to open it.
      </Typography>
      <Button href={loginHref(returnTo)} variant="contained" size="large">
        Sign in
      </Button>
    </Container>
  );
}

function TabContent({ tab, user }: { tab: ProfileTab; user: User }) {
  switch (tab) {
    case 'overview':
      return <OverviewPanel user={user} />;
    case 'achievements':
      return <AchievementsPanel user={user} />;
    case 'conditions':
      return <ConditionsPanel />;
    case 'membership':
      return <MembershipPanel user={user} />;
  }
}

/**
 * /profile: overview, achievements, conditions and membership tabs. `?tab=` picks the tab
 * and `#premium` opens membership; switching replaces the query without moving the page.
 */
export default function ProfilePage() {
  const { refetch } = useCurrentUserQuery();
  const { user, isLoading, error } = useCurrentUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = tabFromUrl(params.get('tab'), location.hash);

  if (isLoading) return <ProfileSkeleton />;
  if (error) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Profile
        </Typography>
        <QueryError what="your profile" error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!user) return <SignInPrompt returnTo={location.pathname + location.search + location.hash} />;

  const selectTab = (next: ProfileTab) =>
    // A new query without the hash: once the member picks a tab, `#premium` no longer decides.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h1">Profile</Typography>
          <Typography color="text.secondary">Your details, badges, conditions and membership.</Typography>
        </Box>
        <Button href={logoutHref} variant="outlined" startIcon={<LogoutIcon />}>
          Log out
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: ProfileTab) => selectTab(value)}
        // On a phone the four tabs do not fit: they scroll sideways, with arrows that show there
        // is more (Membership, where a member cancels, was a cut-off "M"), on narrower tabs.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Profile sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 4, '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } } }}
      >
        {profileTabs.map((t) => (
          <Tab
            key={t}
            value={t}
            label={profileTabLabel[t]}
            id={tabId(t)}
            aria-controls={panelId(t)}
            sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
          />
        ))}
      </Tabs>
      {profileTabs.map((t) => (
        <Box key={t} role="tabpanel" id={panelId(t)} aria-labelledby={tabId(t)} hidden={tab !== t}>
          {tab === t && <TabContent tab={t} user={user} />}
        </Box>
      ))}
    </Container>
  );
}
