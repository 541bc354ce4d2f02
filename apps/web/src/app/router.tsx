import type { Locale, RouteId, User } from '@mariner/contracts';
import { ROUTES } from '@mariner/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { sessionQueryOptions } from '../lib/api/session.ts';
import { HeadTitle } from '../lib/head.ts';
import { localeOfPath } from '../lib/locale.ts';
import { homePathFor } from '../lib/paths.ts';
import { loaderContextOf, type PageHandle, type PageHeadOf, type PageModule } from '../lib/route-module.ts';
import { PublicOnly, RequireAdmin, RequireAuth, RequireSeller, sellerUpgradeHead } from './guards.tsx';
import { ALWAYS_LOADED, loadTexts } from './i18n.ts';
import { preloadFooter } from './layout/Footer.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * Features do not import each other (STYLE: bulletproof-react); the router composes them. Every
 * page is its own chunk, loaded when its route is first visited (issue 14), the home page's too
 * (issue 26: in the first chunk it was 4 KB gzip of every other page's first load): a public page
 * loads only its own code, and the admin, checkout, Stripe and form libraries never
 * load on one.
 *
 * Issue 26: each page's module says what it needs (app/route-module.ts): its texts and, through its
 * loader, the queries it reads. The router's loader for the page loads the texts (the navigation
 * commits with everything the page shows at hand, in its language: a page that suspended on its
 * texts after the commit would leave the previous page on screen under the new address, taking
 * clicks and typing meant for the new one) and starts the page's queries with the session's.
 *
 * On the server the loader waits for those queries, so the page is rendered once with its data
 * (entry-server.tsx). In the browser it does not: the page commits at once and shows its own
 * loading states as it always did (lists keep their previous results while the next ones load),
 * but its data has been asked for alongside its texts instead of after its first render.
 */
const loadPageTexts = (locale: Locale, texts: readonly string[]) =>
  loadTexts(locale, [...ALWAYS_LOADED, ...texts]);

/** A failed session check counts as nobody signed in (as useSession does). */
const signedInUser = (queryClient: QueryClient): Promise<User | null> =>
  queryClient.ensureQueryData(sessionQueryOptions()).then(
    (session) => session.user,
    () => null,
  );

/**
 * /login and /register on the server, for someone signed in: the answer sends them to their home
 * (a 302), as PublicOnly does in the browser; a <Navigate> cannot navigate in a server render.
 */
const sendSignedInHome: LoaderFunction = async ({ context }) => {
  const { queryClient, waitForData } = loaderContextOf(context);
  if (!waitForData) return null;
  const user = await signedInUser(queryClient);
  if (user) throw redirect(homePathFor(user.role));
  return null;
};

const loaderFor =
  (localeOf: (url: URL) => Locale, module: PageModule): LoaderFunction =>
  async ({ params, request, context }) => {
    const { queryClient, waitForData } = loaderContextOf(context);
    const url = new URL(request.url);
    const locale = localeOf(url);
    const texts = loadPageTexts(locale, module.texts);
    const prefetches = [
      signedInUser(queryClient).then((user) =>
        Promise.all(module.loader?.({ params, url, locale, queryClient, user }) ?? []),
      ),
    ];
    if (waitForData) await Promise.all(prefetches);
    // The footer's code, fetched once a hydrating page is interactive (issue 26), is there for the
    // server's render and a navigation's.
    await Promise.all([texts, preloadFooter()]);
    return null;
  };

/** The page's component, naming its tab from its head (lib/head.ts) while it is shown. */
const withHead = (Page: ComponentType, head: PageHeadOf | undefined): ComponentType => {
  if (!head) return Page;
  const Headed = () => (
    <>
      <HeadTitle head={head} />
      <Page />
    </>
  );
  Headed.displayName = `WithHead(${Page.displayName ?? Page.name})`;
  return Headed;
};

/**
 * A page that fails (its render, or its code's download) shows its error inside the layout, with the
 * header and footer still there. Set on the route itself, not by its module: a module that cannot be
 * loaded gives no error boundary.
 */
const PageError = () => <RouteError inLayout />;

/** What a page's place in the router adds to its module's head (a guard showing something else). */
type HeadIn = (head: PageHeadOf | undefined) => PageHeadOf | undefined;

/** The parts of a page's route its module gives: component, texts and head (as the handle), loader. */
const routeOf = <T extends PageModule>(
  localeOf: (url: URL) => Locale,
  module: T,
  pick: (module: T) => ComponentType,
  headIn: HeadIn,
) => {
  const head = headIn(module.head);
  return {
    Component: withHead(pick(module), head),
    handle: { texts: module.texts, head } satisfies PageHandle,
    loader: loaderFor(localeOf, module),
  };
};

const pagesIn =
  (localeOf: (url: URL) => Locale) =>
  <T extends PageModule>(
    load: () => Promise<T>,
    pick: (module: T) => ComponentType,
    headIn: HeadIn = (head) => head,
  ) =>
  async () =>
    routeOf(localeOf, await load(), pick, headIn);

/**
 * Issue 27 item 5 with issue 26 item 3: a buyer on a seller's form is shown the upgrade instead
 * (RequireSeller), and the page's head says so, on the server's shell as in the tab.
 */
const upgradeForBuyers: HeadIn = (head) =>
  head &&
  ((args) =>
    args.queryClient.getQueryData(sessionQueryOptions().queryKey)?.user?.role === 'USER'
      ? sellerUpgradeHead(args)
      : head(args));

/**
 * The pages of one language (issue 16): the same screens at the addresses of the contracts'
 * ROUTES table, `/auctions` in English and `/fr/encans` in French.
 */
/**
 * Every route named by its address (layouts by their place), so the browser can say which routes
 * a server-rendered page already loaded (app/start.tsx: their loaders do not run again to hydrate).
 */
const withIds = (routes: RouteObject[], prefix: string): RouteObject[] =>
  routes.map((route, index) => {
    const id = route.index ? `${prefix}index` : (route.path ?? `${prefix}layout-${index}`);
    if (route.index) return { ...route, id, ErrorBoundary: PageError };
    return {
      ...route,
      id,
      ...(route.children ? { children: withIds(route.children, `${id}/`) } : { ErrorBoundary: PageError }),
    };
  });

const pageRoutes = (locale: Locale): RouteObject[] => withIds(pageRoutesOf(locale), `${locale}:`);

const pageRoutesOf = (locale: Locale): RouteObject[] => {
  const at = (route: RouteId): string => ROUTES[route][locale];
  const page = pagesIn(() => locale);
  const home = {
    lazy: page(
      () => import('./routes/HomeRoute.tsx'),
      (m) => m.HomeRoute,
    ),
  };
  return [
    locale === 'en' ? { index: true, ...home } : { path: at('home'), ...home },
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
        () => import('./routes/CalendarRoute.tsx'),
        (m) => m.CalendarRoute,
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
    // Issue 27: the pages mailed links open; each acts on a press, signed in or not.
    {
      path: at('emailLinkSignIn'),
      lazy: page(
        () => import('../features/auth/pages/EmailLinkPage.tsx'),
        (m) => m.EmailLinkPage,
      ),
    },
    {
      path: at('confirmEmail'),
      lazy: page(
        () => import('../features/auth/pages/ConfirmEmailPage.tsx'),
        (m) => m.ConfirmEmailPage,
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
      loader: sendSignedInHome,
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
        // Issue 27: a buyer's home (decision 015).
        {
          path: at('my'),
          lazy: page(
            () => import('../features/buyer-home/pages/BuyerHomePage.tsx'),
            (m) => m.BuyerHomePage,
          ),
        },
        // Issue 27 item 5: a buyer is offered the upgrade here, then the form.
        {
          element: <RequireSeller />,
          children: [
            {
              path: at('createListing'),
              lazy: page(
                () => import('../features/listings/pages/CreateListingPage.tsx'),
                (m) => m.CreateListingPage,
                upgradeForBuyers,
              ),
            },
            {
              path: at('createBanner'),
              lazy: page(
                () => import('../features/banners/pages/CreateBannerPage.tsx'),
                (m) => m.CreateBannerPage,
                upgradeForBuyers,
              ),
            },
            {
              path: at('createDirectoryListing'),
              lazy: page(
                () => import('../features/directory-listings/pages/CreateDirectoryListingPage.tsx'),
                (m) => m.CreateDirectoryListingPage,
                upgradeForBuyers,
              ),
            },
          ],
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
        // Issue 30 item 1: a listing's statistics (the API answers its seller and admins only).
        {
          path: at('listingStats'),
          lazy: page(
            () => import('../features/listing-stats/pages/ListingStatsPage.tsx'),
            (m) => m.ListingStatsPage,
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
          path: at('profileDirectoryListings'),
          lazy: page(
            () => import('../features/directory-listings/pages/MyDirectoryListingsPage.tsx'),
            (m) => m.MyDirectoryListingsPage,
          ),
        },
        {
          path: at('editDirectoryListing'),
          lazy: page(
            () => import('../features/directory-listings/pages/EditDirectoryListingPage.tsx'),
            (m) => m.EditDirectoryListingPage,
          ),
        },
        {
          path: at('renew'),
          lazy: page(
            () => import('../features/payments/pages/RenewPage.tsx'),
            (m) => m.RenewPage,
          ),
        },
        {
          path: at('profile'),
          lazy: page(
            () => import('../features/users/pages/ProfilePage.tsx'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: at('profileEdit'),
          lazy: page(
            () => import('../features/users/pages/ProfilePage.tsx'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: at('checkout'),
          lazy: page(
            () => import('../features/payments/pages/CheckoutPage.tsx'),
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
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...pageRoutes('en'),
      ...pageRoutes('fr'),
      {
        id: '*',
        path: '*',
        ErrorBoundary: PageError,
        // Not one language's route: the texts of the language shown when it is reached.
        lazy: pagesIn((url) => localeOfPath(url.pathname))(
          () => import('../features/not-found/pages/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
