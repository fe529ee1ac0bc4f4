import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import type { RouteHandle } from './route-title';

const HomePage = lazy(() => import('../pages/home/HomePage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const KliinicsPage = lazy(() => import('../pages/kliinics/KliinicsPage'));
const VillagePage = lazy(() => import('../pages/village/VillagePage'));
const ResourcesPage = lazy(() => import('../pages/resources/ResourcesPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const JoinPage = lazy(() => import('../pages/join/JoinPage'));
const CorporatePage = lazy(() => import('../pages/corporate/CorporatePage'));
const WaitlistPage = lazy(() => import('../pages/waitlist/WaitlistPage'));
const SignInPage = lazy(() => import('../pages/sign-in/SignInPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

const page = (path: string, element: React.ReactNode, title?: string): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/** Page titles by path, the single source for document.title and the tests. */
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
} as const;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
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
          { path: 'signup', element: <Navigate to="/join" replace /> },
          // Until the payment flow ships, membership is explained on the join page.
          { path: 'membership', element: <Navigate to="/join" replace /> },
          page('*', <NotFoundPage />, 'Page Not Found'),
        ],
      },
    ],
  },
];
