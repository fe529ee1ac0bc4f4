import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { lazyWithPreload } from '../components/lazy-with-preload';
import type { Permission } from '@kiin/contracts';
import { Layout } from '../layout/Layout';
import { StaffOnly } from '../features/staff/StaffOnly';
import type { RouteHandle } from './route-title';

const HomePage = lazyWithPreload(() => import('../features/home/HomePage'));
const AboutPage = lazyWithPreload(() => import('../features/about/AboutPage'));
const KliinicsPage = lazyWithPreload(() => import('../features/kliinics/KliinicsPage'));
const VillagePage = lazyWithPreload(() => import('../features/village/VillagePage'));
const ResourcesPage = lazyWithPreload(() => import('../features/resources/ResourcesPage'));
const ContactPage = lazyWithPreload(() => import('../features/contact/ContactPage'));
const JoinPage = lazyWithPreload(() => import('../features/join/JoinPage'));
const CorporatePage = lazyWithPreload(() => import('../features/corporate/CorporatePage'));
const WaitlistPage = lazyWithPreload(() => import('../features/waitlist/WaitlistPage'));
const SignInPage = lazyWithPreload(() => import('../features/sign-in/SignInPage'));
const ResetPasswordPage = lazyWithPreload(() => import('../features/sign-in/ResetPasswordPage'));
const ConfirmEmailPage = lazyWithPreload(() => import('../features/sign-in/ConfirmEmailPage'));
const LibraryPage = lazyWithPreload(() => import('../features/library/LibraryPage'));
const ContentDetailPage = lazyWithPreload(() => import('../features/content/ContentDetailPage'));
const ConditionsPage = lazyWithPreload(() => import('../features/conditions/ConditionsPage'));
const PaymentPage = lazyWithPreload(() => import('../features/payment/PaymentPage'));
const PaymentSuccessPage = lazyWithPreload(() => import('../features/payment/PaymentSuccessPage'));
const NotFoundPage = lazyWithPreload(() => import('../features/not-found/NotFoundPage'));
const CommunityPage = lazyWithPreload(() => import('../features/community/CommunityPage'));
const NewDiscussionPage = lazyWithPreload(() => import('../features/community/NewDiscussionPage'));
const DiscussionPage = lazyWithPreload(() => import('../features/community/DiscussionPage'));
const ModerationPage = lazyWithPreload(() => import('../features/community/ModerationPage'));
const ProfilePage = lazyWithPreload(() => import('../features/profile/ProfilePage'));
const DashboardPage = lazyWithPreload(() => import('../features/dashboard/DashboardPage'));
const MemberKliinicsPage = lazyWithPreload(() => import('../features/member/MemberKliinicsPage'));
const MemberLearnPage = lazyWithPreload(() => import('../features/dashboard/MemberLearnPage'));
const MemberConnectPage = lazyWithPreload(() => import('../features/community/MemberConnectPage'));
const CoachPage = lazyWithPreload(() => import('../features/coach/CoachPage'));
const PrivacyPage = lazyWithPreload(() => import('../features/legal/PrivacyPage'));
const TermsPage = lazyWithPreload(() => import('../features/legal/TermsPage'));
const HelpPage = lazyWithPreload(() => import('../features/help/HelpPage'));
const StaffKliinicsPage = lazyWithPreload(() => import('../features/staff/StaffKliinicsPage'));
const EngagePage = lazyWithPreload(() => import('../features/engage/EngagePage'));
const KiinboxPage = lazyWithPreload(() => import('../features/kiinbox/KiinboxPage'));
const KiinboxQuestionPage = lazyWithPreload(() => import('../features/kiinbox/KiinboxQuestionPage'));
const MemberKiinboxPage = lazyWithPreload(() => import('../features/kiinbox/MemberKiinboxPage'));
const StaffKiinboxPage = lazyWithPreload(() => import('../features/kiinbox/StaffKiinboxPage'));
const KiinboxHeldPage = lazyWithPreload(() => import('../features/kiinbox/KiinboxHeldPage'));

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
  '/kiinbox': 'kiinbox',
  /** Until the question loads; then the page names the tab after it. */
  '/kiinbox/:id': 'kiinbox question',
  '/member/kiinbox': 'My kiinbox',
  '/staff/kiinbox': 'kiinbox questions',
  '/community/moderation/kiinbox': 'Held kiinbox questions',
  notFound: 'Page Not Found',
} as const;

/** The page component's `preload`, when it is loaded lazily. */
const preloadOf = (element: React.ReactNode): (() => void) | undefined => {
  const type = isValidElement(element) ? (element.type as { preload?: unknown }) : undefined;
  return typeof type?.preload === 'function' ? (type.preload as () => void) : undefined;
};

const page = (path: string, element: React.ReactNode, title?: string, preload = preloadOf(element)): RouteObject => ({
  path,
  element,
  handle: { title, preload } satisfies RouteHandle,
});

/** Staff screens, each with the permission that opens it: anyone else gets a "for Kiin staff only" page. */
export const staffScreens = {
  '/staff/kliinics': 'kliinic.write-notes',
  '/community/moderation': 'community.moderate',
  '/staff/kiinbox': 'kiinbox.answer',
  '/community/moderation/kiinbox': 'community.moderate',
} as const satisfies Partial<Record<keyof typeof pageTitles, Permission>>;

const staffPage = (path: keyof typeof staffScreens, element: React.ReactNode): RouteObject =>
  page(path.slice(1), <StaffOnly permission={staffScreens[path]}>{element}</StaffOnly>, pageTitles[path], preloadOf(element));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage />, handle: { title: pageTitles['/'], preload: HomePage.preload } satisfies RouteHandle },
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
      staffPage('/community/moderation/kiinbox', <KiinboxHeldPage />),
      page('community/:id', <DiscussionPage />, pageTitles['/community/:id']),
      { path: 'signup', element: <Navigate to="/join" replace /> },
      // Until the payment flow ships, membership is explained on the join page.
      { path: 'membership', element: <Navigate to="/join" replace /> },
      page('profile', <ProfilePage />, pageTitles['/profile']),
      page('dashboard', <DashboardPage />, pageTitles['/dashboard']),
      page('member/kliinics', <MemberKliinicsPage />, pageTitles['/member/kliinics']),
      page('member/learn', <MemberLearnPage />, pageTitles['/member/learn']),
      page('member/connect', <MemberConnectPage />, pageTitles['/member/connect']),
      page('member/kiinbox', <MemberKiinboxPage />, pageTitles['/member/kiinbox']),
      page('kiinbox', <KiinboxPage />, pageTitles['/kiinbox']),
      page('kiinbox/:id', <KiinboxQuestionPage />, pageTitles['/kiinbox/:id']),
      page('coach', <CoachPage />, pageTitles['/coach']),
      page('privacy', <PrivacyPage />, pageTitles['/privacy']),
      page('terms', <TermsPage />, pageTitles['/terms']),
      page('help', <HelpPage />, pageTitles['/help']),
      staffPage('/staff/kliinics', <StaffKliinicsPage />),
      staffPage('/staff/kiinbox', <StaffKiinboxPage />),
      page('*', <NotFoundPage />, pageTitles.notFound),
    ],
  },
];

/**
 * Starts loading the code of the page at `pathname` as the app starts, beside its data
 * (page-data.ts), rather than when React reaches the page while taking over the HTML: on a
 * phone that is after the whole layout has been taken over.
 */
export function preloadPage(pathname: string): void {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  handle?.preload?.();
}
