import type { Locale, RouteId } from '@mariner/contracts';
import { ROUTES } from '@mariner/contracts/constants';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { currentLocale } from '../lib/locale.ts';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { ALWAYS_LOADED, loadTexts } from './i18n.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { HomeRoute } from './routes/HomeRoute.tsx';

/** The home page's texts beyond ALWAYS_LOADED (checked like the lists below). */
const HOME_TEXTS: readonly string[] = ['auctions', 'home'];

/**
 * Features do not import each other (STYLE: bulletproof-react); the router composes them. Every
 * page but the home page is its own chunk, loaded when its route is first visited (issue 14): a
 * public page loads only its own code, and the admin, checkout, Stripe and form libraries never
 * load on one.
 *
 * A page's texts (its namespaces and ALWAYS_LOADED's, in the route's language) load with its code,
 * so a navigation commits with everything the page shows at hand, in its language. A page that suspended on its texts
 * after the commit would leave the previous page on screen under the new address, taking clicks and
 * typing meant for the new one. `route-texts.test.ts` checks each list against the page's imports.
 */
const loadPageTexts = (locale: Locale, texts: readonly string[]) =>
  loadTexts(locale, [...ALWAYS_LOADED, ...texts]);

const pagesIn =
  (localeOf: () => Locale) =>
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType, texts: readonly string[]) =>
  async () => {
    const [module] = await Promise.all([load(), loadPageTexts(localeOf(), texts)]);
    return { Component: pick(module) };
  };

/**
 * The pages of one language (issue 16): the same screens at the addresses of the contracts'
 * ROUTES table, `/auctions` in English and `/fr/encans` in French.
 */
const pageRoutes = (locale: Locale): RouteObject[] => {
  const at = (route: RouteId): string => ROUTES[route][locale];
  const page = pagesIn(() => locale);
  // The home page's code is in the first chunk; only its texts are loaded on the way to it.
  const home = {
    element: <HomeRoute />,
    lazy: async () => loadPageTexts(locale, HOME_TEXTS).then(() => ({})),
  };
  return [
    locale === 'en' ? { index: true, ...home } : { path: at('home'), ...home },
    {
      path: at('auctions'),
      lazy: page(
        () => import('./routes/AuctionsRoute.tsx'),
        (m) => m.AuctionsRoute,
        ['alerts', 'auctions', 'banners'],
      ),
    },
    {
      path: at('auction'),
      lazy: page(
        () => import('./routes/AuctionDetailRoute.tsx'),
        (m) => m.AuctionDetailRoute,
        ['alerts', 'auctions', 'banners'],
      ),
    },
    {
      path: at('calendar'),
      lazy: page(
        () => import('../features/calendar/pages/CalendarPage.tsx'),
        (m) => m.CalendarPage,
        ['calendar'],
      ),
    },
    {
      path: at('directoryAuctioneers'),
      lazy: page(
        () => import('../features/directory/pages/AuctioneersDirectoryPage.tsx'),
        (m) => m.AuctioneersDirectoryPage,
        ['directory'],
      ),
    },
    {
      path: at('directoryServices'),
      lazy: page(
        () => import('../features/directory/pages/ServicesDirectoryPage.tsx'),
        (m) => m.ServicesDirectoryPage,
        ['directory'],
      ),
    },
    {
      path: at('directoryListing'),
      lazy: page(
        () => import('./routes/DirectoryProfileRoute.tsx'),
        (m) => m.DirectoryProfileRoute,
        ['alerts', 'directory'],
      ),
    },
    {
      path: at('advertise'),
      lazy: page(
        () => import('./routes/AdvertiseRoute.tsx'),
        (m) => m.AdvertiseRoute,
        ['advertise', 'auth'],
      ),
    },
    // Issue 17: the foot of a digest mail; works signed out.
    {
      path: at('alertUnsubscribe'),
      lazy: page(
        () => import('../features/alerts/pages/UnsubscribePage.tsx'),
        (m) => m.UnsubscribePage,
        ['alerts'],
      ),
    },
    // Public: a visitor sees a sign-in prompt there, not a redirect (spec 000 §2).
    {
      path: at('savedAuctions'),
      lazy: page(
        () => import('../features/auctions/pages/SavedAuctionsPage.tsx'),
        (m) => m.SavedAuctionsPage,
        ['auctions'],
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
            ['auth'],
          ),
        },
        {
          path: at('register'),
          lazy: page(
            () => import('../features/auth/pages/RegisterPage.tsx'),
            (m) => m.RegisterPage,
            ['auth'],
          ),
        },
        {
          path: at('forgotPassword'),
          lazy: page(
            () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
            (m) => m.ForgotPasswordPage,
            ['auth'],
          ),
        },
        {
          path: at('resetPassword'),
          lazy: page(
            () => import('../features/auth/pages/ResetPasswordPage.tsx'),
            (m) => m.ResetPasswordPage,
            ['auth'],
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
            ['banners', 'checkout', 'dashboard', 'listings'],
          ),
        },
        {
          path: at('createListing'),
          lazy: page(
            () => import('../features/listings/pages/CreateListingPage.tsx'),
            (m) => m.CreateListingPage,
            ['listings', 'profile'],
          ),
        },
        {
          path: at('createBanner'),
          lazy: page(
            () => import('../features/banners/pages/CreateBannerPage.tsx'),
            (m) => m.CreateBannerPage,
            ['banners'],
          ),
        },
        {
          path: at('alerts'),
          lazy: page(
            () => import('../features/alerts/pages/AlertsPage.tsx'),
            (m) => m.AlertsPage,
            ['alerts'],
          ),
        },
        {
          path: at('bannerAds'),
          lazy: page(
            () => import('../features/banners/pages/BannerAdsPage.tsx'),
            (m) => m.BannerAdsPage,
            ['banners'],
          ),
        },
        {
          path: at('editListing'),
          lazy: page(
            () => import('../features/listings/pages/EditListingPage.tsx'),
            (m) => m.EditListingPage,
            ['listings'],
          ),
        },
        {
          path: at('createDirectoryListing'),
          lazy: page(
            () => import('../features/directory-listings/pages/CreateDirectoryListingPage.tsx'),
            (m) => m.CreateDirectoryListingPage,
            ['directory-listings'],
          ),
        },
        {
          path: at('profileDirectoryListings'),
          lazy: page(
            () => import('../features/directory-listings/pages/MyDirectoryListingsPage.tsx'),
            (m) => m.MyDirectoryListingsPage,
            ['directory-listings'],
          ),
        },
        {
          path: at('profile'),
          lazy: page(
            () => import('../features/users/pages/ProfilePage.tsx'),
            (m) => m.ProfilePage,
            ['auth', 'checkout', 'profile'],
          ),
        },
        {
          path: at('profileEdit'),
          lazy: page(
            () => import('../features/users/pages/ProfilePage.tsx'),
            (m) => m.ProfilePage,
            ['auth', 'checkout', 'profile'],
          ),
        },
        {
          path: at('checkout'),
          lazy: page(
            () => import('../features/payments/pages/CheckoutPage.tsx'),
            (m) => m.CheckoutPage,
            ['checkout'],
          ),
        },
        {
          path: at('invoices'),
          lazy: page(
            () => import('../features/invoices/pages/InvoicesPage.tsx'),
            (m) => m.InvoicesPage,
            ['invoices'],
          ),
        },
        {
          path: at('invoice'),
          lazy: page(
            () => import('../features/invoices/pages/InvoiceDetailPage.tsx'),
            (m) => m.InvoiceDetailPage,
            ['invoices'],
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
            ['admin', 'admin-directory', 'admin-pricing', 'admin-stats', 'admin-users', 'banners'],
          ),
        },
      ],
    },
    {
      path: at('about'),
      lazy: page(
        () => import('../features/static-pages/pages/AboutPage.tsx'),
        (m) => m.AboutPage,
        ['static'],
      ),
    },
    {
      path: at('pricing'),
      lazy: page(
        () => import('../features/pricing/pages/PricingPage.tsx'),
        (m) => m.PricingPage,
        ['pricing'],
      ),
    },
    {
      path: at('terms'),
      lazy: page(
        () => import('./routes/TermsRoute.tsx'),
        (m) => m.TermsRoute,
        ['static'],
      ),
    },
    {
      path: at('newsletterConfirm'),
      lazy: page(
        () => import('../features/newsletter/pages/NewsletterConfirmPage.tsx'),
        (m) => m.NewsletterConfirmPage,
        [],
      ),
    },
    {
      path: at('newsletterUnsubscribe'),
      lazy: page(
        () => import('../features/newsletter/pages/NewsletterUnsubscribePage.tsx'),
        (m) => m.NewsletterUnsubscribePage,
        [],
      ),
    },
    {
      path: at('privacy'),
      lazy: page(
        () => import('../features/static-pages/pages/PrivacyPage.tsx'),
        (m) => m.PrivacyPage,
        ['static'],
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
        // Not one language's route: the texts of the language shown when it is reached.
        lazy: pagesIn(currentLocale)(
          () => import('../features/not-found/pages/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
          ['notFound'],
        ),
      },
    ],
  },
];
