import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Permission } from '@kiin/contracts';
import { Layout } from '../layout/Layout';
import { StaffOnly } from '../features/staff/StaffOnly';
import type { RouteHandle } from './route-title';

const HomePage = lazy(() => import('../features/home/HomePage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const KliinicsPage = lazy(() => import('../features/kliinics/KliinicsPage'));
const VillagePage = lazy(() => import('../features/village/VillagePage'));
const ResourcesPage = lazy(() => import('../features/resources/ResourcesPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const JoinPage = lazy(() => import('../features/join/JoinPage'));
const CorporatePage = lazy(() => import('../features/corporate/CorporatePage'));
const WaitlistPage = lazy(() => import('../features/waitlist/WaitlistPage'));
const SignInPage = lazy(() => import('../features/sign-in/SignInPage'));
const ResetPasswordPage = lazy(() => import('../features/sign-in/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('../features/sign-in/ConfirmEmailPage'));
const LibraryPage = lazy(() => import('../features/library/LibraryPage'));
const ContentDetailPage = lazy(() => import('../features/content/ContentDetailPage'));
const ConditionsPage = lazy(() => import('../features/conditions/ConditionsPage'));
const PaymentPage = lazy(() => import('../features/payment/PaymentPage'));
const PaymentSuccessPage = lazy(() => import('../features/payment/PaymentSuccessPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const CommunityPage = lazy(() => import('../features/community/CommunityPage'));
const NewDiscussionPage = lazy(() => import('../features/community/NewDiscussionPage'));
const DiscussionPage = lazy(() => import('../features/community/DiscussionPage'));
const ModerationPage = lazy(() => import('../features/community/ModerationPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const MemberKliinicsPage = lazy(() => import('../features/member/MemberKliinicsPage'));
const MemberLearnPage = lazy(() => import('../features/dashboard/MemberLearnPage'));
const MemberConnectPage = lazy(() => import('../features/community/MemberConnectPage'));
const CoachPage = lazy(() => import('../features/coach/CoachPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const StaffKliinicsPage = lazy(() => import('../features/staff/StaffKliinicsPage'));
const EngagePage = lazy(() => import('../features/engage/EngagePage'));

/** Page titles by path: the single source for document.title and the tests. */
export const pageTitles = {
  '/': undefined,
  '/about': 'About Us',
  '/kliinics': 'kliinics',
  '/village': 'Village',
  '/resources': 'Carer Resources',
  '/engage': 'Find services',
  '/contact': 'Contact Us',
  '/join': 'Join Kiin',
  '/corporate': 'Kiin for Organisations',
  '/waitlist': 'Join the Waitlist',
  '/sign-in': 'Sign In',
  '/reset-password': 'Choose a New Password',
  '/confirm-email': 'Finish Creating Your Account',
  '/content/library': 'Content Library',
  /** Until the item loads; then the page names the tab after it. */
  '/content/:type/:id': 'Content',
  '/conditions': 'Health Conditions',
  '/payment': 'Payment',
  '/payment-success': 'Payment Confirmation',
  '/community': 'Community',
  '/community/new': 'New Discussion',
  /** Until the discussion loads; then the page names the tab after it. */
  '/community/:id': 'Discussion',
  '/community/moderation': 'Moderation',
  '/profile': 'Profile',
  '/dashboard': 'Dashboard',
  '/member/kliinics': 'My kliinics',
  '/member/learn': 'Learn',
  '/member/connect': 'Connect',
  '/coach': 'Care Coach',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Use',
  '/help': 'Help now',
  '/staff/kliinics': 'Kliinic Notes',
  notFound: 'Page Not Found',
} as const;

const page = (path: string, element: React.ReactNode, title?: string): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/** Staff screens, each with the permission that opens it: anyone else gets a "for Kiin staff only" page. */
export const staffScreens = {
  '/staff/kliinics': 'kliinic.write-notes',
  '/community/moderation': 'community.moderate',
} as const satisfies Partial<Record<keyof typeof pageTitles, Permission>>;

const staffPage = (path: keyof typeof staffScreens, element: React.ReactNode): RouteObject =>
  page(path.slice(1), <StaffOnly permission={staffScreens[path]}>{element}</StaffOnly>, pageTitles[path]);

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
      page('engage', <EngagePage />, pageTitles['/engage']),
      page('contact', <ContactPage />, pageTitles['/contact']),
      page('join', <JoinPage />, pageTitles['/join']),
      page('corporate', <CorporatePage />, pageTitles['/corporate']),
      page('waitlist', <WaitlistPage />, pageTitles['/waitlist']),
      page('sign-in', <SignInPage />, pageTitles['/sign-in']),
      page('reset-password', <ResetPasswordPage />, pageTitles['/reset-password']),
      page('confirm-email', <ConfirmEmailPage />, pageTitles['/confirm-email']),
      page('content/library', <LibraryPage />, pageTitles['/content/library']),
      page('content/:type/:id', <ContentDetailPage />, pageTitles['/content/:type/:id']),
      page('conditions', <ConditionsPage />, pageTitles['/conditions']),
      page('conditions/:id', <ConditionsPage />, pageTitles['/conditions']),
      page('payment', <PaymentPage />, pageTitles['/payment']),
      page('payment-success', <PaymentSuccessPage />, pageTitles['/payment-success']),
      page('community', <CommunityPage />, pageTitles['/community']),
      page('community/new', <NewDiscussionPage />, pageTitles['/community/new']),
      staffPage('/community/moderation', <ModerationPage />),
      page('community/:id', <DiscussionPage />, pageTitles['/community/:id']),
      { path: 'signup', element: <Navigate to="/join" replace /> },
      // Until the payment flow ships, membership is explained on the join page.
      { path: 'membership', element: <Navigate to="/join" replace /> },
      page('profile', <ProfilePage />, pageTitles['/profile']),
      page('dashboard', <DashboardPage />, pageTitles['/dashboard']),
      page('member/kliinics', <MemberKliinicsPage />, pageTitles['/member/kliinics']),
      page('member/learn', <MemberLearnPage />, pageTitles['/member/learn']),
      page('member/connect', <MemberConnectPage />, pageTitles['/member/connect']),
      page('coach', <CoachPage />, pageTitles['/coach']),
      page('privacy', <PrivacyPage />, pageTitles['/privacy']),
      page('terms', <TermsPage />, pageTitles['/terms']),
      page('help', <HelpPage />, pageTitles['/help']),
      staffPage('/staff/kliinics', <StaffKliinicsPage />),
      page('*', <NotFoundPage />, pageTitles.notFound),
    ],
  },
];
