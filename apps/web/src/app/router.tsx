import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FeaturedAuctions } from '../features/auctions/components/FeaturedAuctions.tsx';
import {
  HomeFeaturedBanner,
  HomeSidebarBanner,
  HomeTopBanner,
} from '../features/banners/components/HomeBannerSlots.tsx';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { paths } from './paths.ts';
import { RouteError } from './RouteError.tsx';

/**
 * Features do not import each other (STYLE: bulletproof-react); the router composes them. Every
 * page but the home page is its own chunk, loaded when its route is first visited (issue 14): a
 * public page loads only its own code, and the admin, checkout, Stripe and form libraries never
 * load on one.
 */
const page =
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: paths.auctions,
        lazy: page(
          () => import('./routes/AuctionsRoute.tsx'),
          (m) => m.AuctionsRoute,
        ),
      },
      {
        path: '/auctions/:id',
        lazy: page(
          () => import('./routes/AuctionDetailRoute.tsx'),
          (m) => m.AuctionDetailRoute,
        ),
      },
      {
        path: paths.calendar,
        lazy: page(
          () => import('../features/calendar/pages/CalendarPage.tsx'),
          (m) => m.CalendarPage,
        ),
      },
      {
        path: paths.directoryAuctioneers,
        lazy: page(
          () => import('../features/directory/pages/AuctioneersDirectoryPage.tsx'),
          (m) => m.AuctioneersDirectoryPage,
        ),
      },
      {
        path: paths.directoryServices,
        lazy: page(
          () => import('../features/directory/pages/ServicesDirectoryPage.tsx'),
          (m) => m.ServicesDirectoryPage,
        ),
      },
      {
        path: '/directory/:id',
        lazy: page(
          () => import('./routes/DirectoryProfileRoute.tsx'),
          (m) => m.DirectoryProfileRoute,
        ),
      },
      {
        path: paths.advertise,
        lazy: page(
          () => import('./routes/AdvertiseRoute.tsx'),
          (m) => m.AdvertiseRoute,
        ),
      },
      // Issue 17: the foot of a digest mail; works signed out.
      {
        path: paths.alertUnsubscribe,
        lazy: page(
          () => import('../features/alerts/pages/UnsubscribePage.tsx'),
          (m) => m.UnsubscribePage,
        ),
      },
      // Public: a visitor sees a sign-in prompt there, not a redirect (spec 000 §2).
      {
        path: paths.savedAuctions,
        lazy: page(
          () => import('../features/auctions/pages/SavedAuctionsPage.tsx'),
          (m) => m.SavedAuctionsPage,
        ),
      },
      {
        element: <PublicOnly />,
        children: [
          {
            path: paths.login,
            lazy: page(
              () => import('../features/auth/pages/LoginPage.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: paths.register,
            lazy: page(
              () => import('../features/auth/pages/RegisterPage.tsx'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: paths.forgotPassword,
            lazy: page(
              () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: paths.resetPassword,
            lazy: page(
              () => import('../features/auth/pages/ResetPasswordPage.tsx'),
              (m) => m.ResetPasswordPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard,
            lazy: page(
              () => import('./routes/DashboardRoute.tsx'),
              (m) => m.DashboardRoute,
            ),
          },
          {
            path: paths.createListing,
            lazy: page(
              () => import('../features/listings/pages/CreateListingPage.tsx'),
              (m) => m.CreateListingPage,
            ),
          },
          {
            path: paths.createBanner,
            lazy: page(
              () => import('../features/banners/pages/CreateBannerPage.tsx'),
              (m) => m.CreateBannerPage,
            ),
          },
          {
            path: paths.alerts,
            lazy: page(
              () => import('../features/alerts/pages/AlertsPage.tsx'),
              (m) => m.AlertsPage,
            ),
          },
          {
            path: paths.bannerAds,
            lazy: page(
              () => import('../features/banners/pages/BannerAdsPage.tsx'),
              (m) => m.BannerAdsPage,
            ),
          },
          {
            path: '/edit-listing/:id',
            lazy: page(
              () => import('../features/listings/pages/EditListingPage.tsx'),
              (m) => m.EditListingPage,
            ),
          },
          {
            path: paths.createDirectoryListing,
            lazy: page(
              () => import('../features/directory-listings/pages/CreateDirectoryListingPage.tsx'),
              (m) => m.CreateDirectoryListingPage,
            ),
          },
          {
            path: paths.profileDirectoryListings,
            lazy: page(
              () => import('../features/directory-listings/pages/MyDirectoryListingsPage.tsx'),
              (m) => m.MyDirectoryListingsPage,
            ),
          },
          {
            path: paths.profile,
            lazy: page(
              () => import('../features/profile/pages/ProfilePage.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: paths.profileEdit,
            lazy: page(
              () => import('../features/profile/pages/ProfilePage.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: paths.checkout,
            lazy: page(
              () => import('../features/checkout/pages/CheckoutPage.tsx'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: paths.invoices,
            lazy: page(
              () => import('../features/invoices/pages/InvoicesPage.tsx'),
              (m) => m.InvoicesPage,
            ),
          },
          {
            path: '/invoices/:id',
            lazy: page(
              () => import('../features/invoices/pages/InvoiceDetailPage.tsx'),
              (m) => m.InvoiceDetailPage,
            ),
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: paths.admin,
            lazy: page(
              () => import('../features/admin/pages/AdminPage.tsx'),
              (m) => m.AdminPage,
            ),
          },
        ],
      },
      {
        path: paths.about,
        lazy: page(
          () => import('../features/static-pages/pages/AboutPage.tsx'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: paths.pricing,
        lazy: page(
          () => import('../features/pricing/pages/PricingPage.tsx'),
          (m) => m.PricingPage,
        ),
      },
      {
        path: paths.terms,
        lazy: page(
          () => import('../features/static-pages/pages/TermsPage.tsx'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: paths.newsletterConfirm,
        lazy: page(
          () => import('../features/newsletter/pages/NewsletterConfirmPage.tsx'),
          (m) => m.NewsletterConfirmPage,
        ),
      },
      {
        path: paths.newsletterUnsubscribe,
        lazy: page(
          () => import('../features/newsletter/pages/NewsletterUnsubscribePage.tsx'),
          (m) => m.NewsletterUnsubscribePage,
        ),
      },
      {
        path: paths.privacy,
        lazy: page(
          () => import('../features/static-pages/pages/PrivacyPage.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: '*',
        lazy: page(
          () => import('../features/not-found/pages/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
