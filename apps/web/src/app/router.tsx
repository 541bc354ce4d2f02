import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject, useNavigate } from 'react-router';
import { AdminPage } from '../features/admin/pages/AdminPage.tsx';
import { AdvertisePage } from '../features/advertise/pages/AdvertisePage.tsx';
import { FeaturedAuctions } from '../features/auctions/components/FeaturedAuctions.tsx';
import { AuctionDetailPage } from '../features/auctions/pages/AuctionDetailPage.tsx';
import { AuctionsPage } from '../features/auctions/pages/AuctionsPage.tsx';
import { SavedAuctionsPage } from '../features/auctions/pages/SavedAuctionsPage.tsx';
import { useSession } from '../features/auth/api/get-session.ts';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { RegisterPage } from '../features/auth/pages/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage.tsx';
import {
  HomeFeaturedBanner,
  HomeSidebarBanner,
  HomeTopBanner,
} from '../features/banners/components/HomeBannerSlots.tsx';
import { LatestBanners } from '../features/banners/components/LatestBanners.tsx';
import { PlacementBanner } from '../features/banners/components/PlacementBanner.tsx';
import { BannerAdsPage } from '../features/banners/pages/BannerAdsPage.tsx';
import { CreateBannerPage } from '../features/banners/pages/CreateBannerPage.tsx';
import { CalendarPage } from '../features/calendar/pages/CalendarPage.tsx';
import { CheckoutPage } from '../features/checkout/pages/CheckoutPage.tsx';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage.tsx';
import { AuctioneersDirectoryPage } from '../features/directory/pages/AuctioneersDirectoryPage.tsx';
import { DirectoryProfilePage } from '../features/directory/pages/DirectoryProfilePage.tsx';
import { ServicesDirectoryPage } from '../features/directory/pages/ServicesDirectoryPage.tsx';
import { CreateDirectoryListingPage } from '../features/directory-listings/pages/CreateDirectoryListingPage.tsx';
import { MyDirectoryListingsPage } from '../features/directory-listings/pages/MyDirectoryListingsPage.tsx';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { InvoiceDetailPage } from '../features/invoices/pages/InvoiceDetailPage.tsx';
import { InvoicesPage } from '../features/invoices/pages/InvoicesPage.tsx';
import { MyAuctions } from '../features/listings/components/MyAuctions.tsx';
import { CreateListingPage } from '../features/listings/pages/CreateListingPage.tsx';
import { EditListingPage } from '../features/listings/pages/EditListingPage.tsx';
import { NewsletterSignup } from '../features/newsletter/components/NewsletterSignup.tsx';
import { NewsletterConfirmPage } from '../features/newsletter/pages/NewsletterConfirmPage.tsx';
import { NewsletterUnsubscribePage } from '../features/newsletter/pages/NewsletterUnsubscribePage.tsx';
import { NotFoundPage } from '../features/not-found/pages/NotFoundPage.tsx';
import { PricingPage } from '../features/pricing/pages/PricingPage.tsx';
import { ProfilePage } from '../features/profile/pages/ProfilePage.tsx';
import { AboutPage } from '../features/static-pages/pages/AboutPage.tsx';
import { PrivacyPage } from '../features/static-pages/pages/PrivacyPage.tsx';
import { TermsPage } from '../features/static-pages/pages/TermsPage.tsx';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { paths } from './paths.ts';
import { RouteError } from './RouteError.tsx';

/**
 * Features do not import each other (STYLE: bulletproof-react); the router composes them. The
 * dashboard gets its user and the seller's auctions section from here.
 */
function DashboardRoute() {
  const { user } = useSession();
  return user ? (
    <DashboardPage
      user={user}
      auctions={<MyAuctions user={user} />}
      banners={<LatestBanners user={user} />}
    />
  ) : null;
}

/**
 * The advertise page's inline login (spec 000 §2, §8): on to the dashboard; a failure without the
 * server's text says 'Invalid email or password'.
 */
function AdvertiseRoute() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const loginForm = (
    <LoginForm fallbackMessage={t('invalidEmailOrPassword')} onSuccess={() => navigate(paths.dashboard)} />
  );
  return <AdvertisePage loginForm={loginForm} newsletter={<NewsletterSignup source="advertise" />} />;
}

function HomeRoute() {
  return (
    <HomePage
      featured={<FeaturedAuctions />}
      topBanner={(placeholder) => <HomeTopBanner fallback={placeholder} />}
      featuredBanner={(placeholder) => <HomeFeaturedBanner fallback={placeholder} />}
      sidebarBanner={(slot, placeholder) => <HomeSidebarBanner slot={slot} fallback={placeholder} />}
    />
  );
}

/**
 * The screens delivered so far. Links to later screens (/pricing, /advertise, directories…) are in
 * the paths table and fall through to the not-found page until they land.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: paths.auctions,
        element: <AuctionsPage banner={<PlacementBanner placement="CATEGORY_PAGE" />} />,
      },
      {
        path: '/auctions/:id',
        element: <AuctionDetailPage banner={<PlacementBanner placement="LISTING_DETAIL" />} />,
      },
      { path: paths.calendar, element: <CalendarPage /> },
      { path: paths.directoryAuctioneers, element: <AuctioneersDirectoryPage /> },
      { path: paths.directoryServices, element: <ServicesDirectoryPage /> },
      { path: '/directory/:id', element: <DirectoryProfilePage /> },
      { path: paths.advertise, element: <AdvertiseRoute /> },
      // Public: a visitor sees a sign-in prompt there, not a redirect (spec 000 §2).
      { path: paths.savedAuctions, element: <SavedAuctionsPage /> },
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard, element: <DashboardRoute /> },
          { path: paths.createListing, element: <CreateListingPage /> },
          { path: paths.createBanner, element: <CreateBannerPage /> },
          { path: paths.bannerAds, element: <BannerAdsPage /> },
          { path: '/edit-listing/:id', element: <EditListingPage /> },
          { path: paths.createDirectoryListing, element: <CreateDirectoryListingPage /> },
          { path: paths.profileDirectoryListings, element: <MyDirectoryListingsPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.profileEdit, element: <ProfilePage /> },
          { path: paths.checkout, element: <CheckoutPage /> },
          { path: paths.invoices, element: <InvoicesPage /> },
          { path: '/invoices/:id', element: <InvoiceDetailPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: paths.admin, element: <AdminPage /> }],
      },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.pricing, element: <PricingPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.newsletterConfirm, element: <NewsletterConfirmPage /> },
      { path: paths.newsletterUnsubscribe, element: <NewsletterUnsubscribePage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
