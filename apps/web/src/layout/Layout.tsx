import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import { titleFromMatches } from '../app/route-title';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSkeleton } from './PageSkeleton';
import { useScrollOnNavigate } from './scroll';
import { mainId, SkipLink } from './SkipLink';

/** Every page: skip link, header, the page in <main>, footer. Toasts live above this. */
export function Layout() {
  const matches = useMatches();
  const title = titleFromMatches(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useScrollOnNavigate();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
