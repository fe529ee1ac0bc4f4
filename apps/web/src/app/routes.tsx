import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import type { RouteHandle } from './route-title';

const HomePage = lazy(() => import('../home/HomePage'));
const AboutPage = lazy(() => import('../about/AboutPage'));
const KliinicsPage = lazy(() => import('../kliinics/KliinicsPage'));
const VillagePage = lazy(() => import('../village/VillagePage'));
const ResourcesPage = lazy(() => import('../resources/ResourcesPage'));
const ContactPage = lazy(() => import('../contact/ContactPage'));
const JoinPage = lazy(() => import('../join/JoinPage'));
const CorporatePage = lazy(() => import('../corporate/CorporatePage'));
const WaitlistPage = lazy(() => import('../waitlist/WaitlistPage'));
const SignInPage = lazy(() => import('../sign-in/SignInPage'));
const LibraryPage = lazy(() => import('../library/LibraryPage'));
const ContentDetailPage = lazy(() => import('../content/ContentDetailPage'));
const ConditionsPage = lazy(() => import('../conditions/ConditionsPage'));
const PaymentPage = lazy(() => import('../payment/PaymentPage'));
const NotFoundPage = lazy(() => import('../not-found/NotFoundPage'));

/** Page titles by path: the single source for document.title and the tests. */
export const pageTitles = {
  '/': undefined,
  '/about': 'About Us',
  '/kliinics': 'kliinics',
  '/village': 'Village',
  '/resources': 'Carer Resources',
  '/contact': 'Contact Us',
  '/join': 'Join Kiin',
  '/corporate': 'Kiin for Organisations',
  '/waitlist': 'Join the Waitlist',
  '/sign-in': 'Sign In',
  '/content/library': 'Content Library',
  /** Until the item loads; then the page names the tab after it. */
  '/content/:type/:id': 'Content',
  '/conditions': 'Health Conditions',
  '/payment': 'Online booking opens soon',
  notFound: 'Page Not Found',
} as const;

const page = (path: string, element: React.ReactNode, title?: string): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage />, handle: { title: pageTitles['/'] } satisfies RouteHandle },
      page('about', <AboutPage />, pageTitles['/about']),
      page('kliinics', <KliinicsPage />, pageTitles['/kliinics']),
      page('village', <VillagePage />, pageTitles['/village']),
      page('resources', <ResourcesPage />, pageTitles['/resources']),
      page('contact', <ContactPage />, pageTitles['/contact']),
      page('join', <JoinPage />, pageTitles['/join']),
      page('corporate', <CorporatePage />, pageTitles['/corporate']),
      page('waitlist', <WaitlistPage />, pageTitles['/waitlist']),
      page('sign-in', <SignInPage />, pageTitles['/sign-in']),
      page('content/library', <LibraryPage />, pageTitles['/content/library']),
      page('content/:type/:id', <ContentDetailPage />, pageTitles['/content/:type/:id']),
      page('conditions', <ConditionsPage />, pageTitles['/conditions']),
      page('conditions/:id', <ConditionsPage />, pageTitles['/conditions']),
      page('payment', <PaymentPage />, pageTitles['/payment']),
      { path: 'signup', element: <Navigate to="/join" replace /> },
      // Until the payment flow ships, membership is explained on the join page.
      { path: 'membership', element: <Navigate to="/join" replace /> },
      // The member area's own screens are not specified; its header links lead to the pages that serve them.
      { path: 'member/kliinics', element: <Navigate to="/kliinics" replace /> },
      { path: 'member/learn', element: <Navigate to="/content/library" replace /> },
      { path: 'member/connect', element: <Navigate to="/village" replace /> },
      page('*', <NotFoundPage />, pageTitles.notFound),
    ],
  },
];
