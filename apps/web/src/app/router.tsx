import { type Locale, ROUTES, type RouteId } from '@mariner/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FeaturedAuctions } from '../features/auctions/components/FeaturedAuctions.tsx';
import {
  HomeFeaturedBanner,
  HomeSidebarBanner,
  HomeTopBanner,
} from '../features/banners/components/HomeBannerSlots.tsx';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
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

/**
 * The pages of one language (issue 16): the same screens at the addresses of the contracts'
 * ROUTES table, `/auctions` in English and `/fr/encans` in French.
 */
const pageRoutes = (locale: Locale): RouteObject[] => {
  const at = (route: RouteId): string => ROUTES[route][locale];
  return [
    locale === 'en' ? { index: true, element: <HomeRoute /> } : { path: at('home'), element: <HomeRoute /> },
    {
      path: at('auctions'),
      lazy: page(
        () => import('./routes/AuctionsRoute.tsx'),
        (m) => m.AuctionsRoute,
      ),
    },
    {
      path: at('auction'),
      lazy: page(
        () => import('./routes/AuctionDetailRoute.tsx'),
        (m) => m.AuctionDetailRoute,
      ),
    },
    {
      path: at('calendar'),
      lazy: page(
        () => import('../features/calendar/pages/CalendarPage.tsx'),
        (m) => m.CalendarPage,
      ),
    },
    {
      path: at('directoryAuctioneers'),
      lazy: page(
        () => import('../features/directory/pages/AuctioneersDirectoryPage.tsx'),
        (m) => m.AuctioneersDirectoryPage,
      ),
    },
    {
      path: at('directoryServices'),
      lazy: page(
        () => import('../features/directory/pages/ServicesDirectoryPage.tsx'),
        (m) => m.ServicesDirectoryPage,
      ),
    },
    {
      path: at('directoryListing'),
      lazy: page(
        () => import('./routes/DirectoryProfileRoute.tsx'),
        (m) => m.DirectoryProfileRoute,
      ),
    },
    {
      path: at('advertise'),
      lazy: page(
        () => import('./routes/AdvertiseRoute.tsx'),
        (m) => m.AdvertiseRoute,
      ),
    },
    // Issue 17: the foot of a digest mail; works signed out.
    {
      path: at('alertUnsubscribe'),
      lazy: page(
        () => import('../features/alerts/pages/UnsubscribePage.tsx'),
        (m) => m.UnsubscribePage,
      ),
    },
    // Public: a visitor sees a sign-in prompt there, not a redirect (spec 000 §2).
    {
      path: at('savedAuctions'),
      lazy: page(
        () => import('../features/auctions/pages/SavedAuctionsPage.tsx'),
        (m) => m.SavedAuctionsPage,
      ),
    },
    {
      element: <PublicOnly />,
      children: [
        {
          path: at('login'),
          lazy: page(
            () => import('../features/auth/pages/LoginPage.tsx'),
            (m) => m.LoginPage,
          ),
        },
        {
          path: at('register'),
          lazy: page(
            () => import('../features/auth/pages/RegisterPage.tsx'),
            (m) => m.RegisterPage,
          ),
        },
        {
          path: at('forgotPassword'),
          lazy: page(
            () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
            (m) => m.ForgotPasswordPage,
          ),
        },
        {
          path: at('resetPassword'),
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
          path: at('dashboard'),
          lazy: page(
            () => import('./routes/DashboardRoute.tsx'),
            (m) => m.DashboardRoute,
          ),
        },
        {
          path: at('createListing'),
          lazy: page(
            () => import('../features/listings/pages/CreateListingPage.tsx'),
            (m) => m.CreateListingPage,
          ),
        },
        {
          path: at('createBanner'),
          lazy: page(
            () => import('../features/banners/pages/CreateBannerPage.tsx'),
            (m) => m.CreateBannerPage,
          ),
        },
        {
          path: at('alerts'),
          lazy: page(
            () => import('../features/alerts/pages/AlertsPage.tsx'),
            (m) => m.AlertsPage,
          ),
        },
        {
          path: at('bannerAds'),
          lazy: page(
            () => import('../features/banners/pages/BannerAdsPage.tsx'),
            (m) => m.BannerAdsPage,
          ),
        },
        {
          path: at('editListing'),
          lazy: page(
            () => import('../features/listings/pages/EditListingPage.tsx'),
            (m) => m.EditListingPage,
          ),
        },
        {
          path: at('createDirectoryListing'),
          lazy: page(
            () => import('../features/directory-listings/pages/CreateDirectoryListingPage.tsx'),
            (m) => m.CreateDirectoryListingPage,
          ),
        },
        {
          path: at('profileDirectoryListings'),
          lazy: page(
            () => import('../features/directory-listings/pages/MyDirectoryListingsPage.tsx'),
            (m) => m.MyDirectoryListingsPage,
          ),
        },
        {
          path: at('profile'),
          lazy: page(
            () => import('../features/profile/pages/ProfilePage.tsx'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: at('profileEdit'),
          lazy: page(
            () => import('../features/profile/pages/ProfilePage.tsx'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: at('checkout'),
          lazy: page(
            () => import('../features/checkout/pages/CheckoutPage.tsx'),
            (m) => m.CheckoutPage,
          ),
        },
        {
          path: at('invoices'),
          lazy: page(
            () => import('../features/invoices/pages/InvoicesPage.tsx'),
            (m) => m.InvoicesPage,
          ),
        },
        {
          path: at('invoice'),
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
          path: at('admin'),
          lazy: page(
            () => import('../features/admin/pages/AdminPage.tsx'),
            (m) => m.AdminPage,
          ),
        },
      ],
    },
    {
      path: at('about'),
      lazy: page(
        () => import('../features/static-pages/pages/AboutPage.tsx'),
        (m) => m.AboutPage,
      ),
    },
    {
      path: at('pricing'),
      lazy: page(
        () => import('../features/pricing/pages/PricingPage.tsx'),
        (m) => m.PricingPage,
      ),
    },
    {
      path: at('terms'),
      lazy: page(
        () => import('./routes/TermsRoute.tsx'),
        (m) => m.TermsRoute,
      ),
    },
    {
      path: at('newsletterConfirm'),
      lazy: page(
        () => import('../features/newsletter/pages/NewsletterConfirmPage.tsx'),
        (m) => m.NewsletterConfirmPage,
      ),
    },
    {
      path: at('newsletterUnsubscribe'),
      lazy: page(
        () => import('../features/newsletter/pages/NewsletterUnsubscribePage.tsx'),
        (m) => m.NewsletterUnsubscribePage,
      ),
    },
    {
      path: at('privacy'),
      lazy: page(
        () => import('../features/static-pages/pages/PrivacyPage.tsx'),
        (m) => m.PrivacyPage,
      ),
    },
  ];
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...pageRoutes('en'),
      ...pageRoutes('fr'),
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
