import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { AppUpdates } from '../app/AppUpdates';
import { WelcomeToast } from '../auth/WelcomeToast';
import { LiveUpdates } from '../live/LiveUpdates';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageSkeleton } from './PageSkeleton';
import { useScrollOnNavigate } from './scroll';
import { mainId, SkipLink } from './SkipLink';

/** Every page: skip link, header, the page in <main>, footer. Toasts live above this. */
export function Layout() {
  const location = useLocation();
  useScrollOnNavigate();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <WelcomeToast />
      <AppUpdates />
      <LiveUpdates />
      <Header />
      {/* At least a screen high: the footer starts below the fold on every page, so it never
          moves into view when a page shorter than the screen replaces its taller skeleton. */}
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <PageErrorBoundary resetKey={location.key}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
