import type { Role, RouteId } from '@mariner/contracts';
import { pathFor, ROUTES } from '@mariner/contracts/constants';
import { currentLocale } from './locale.ts';

/**
 * Every link of the product in one table (spec 000 §2, 001 §2), including screens later issues
 * deliver: their links exist from the start and show the not-found page until the feature lands.
 */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const here = (route: RouteId): string => ROUTES[route][currentLocale()];
const at = (route: RouteId, id: string): string => pathFor(route, currentLocale(), { id });

/**
 * Each address in the language being shown (issue 16: the contracts' ROUTES table): read when a
 * link is drawn, so the same component links to /auctions in English and /fr/encans in French.
 */
export const paths = {
  get home() {
    return here('home');
  },
  get auctions() {
    return here('auctions');
  },
  /** Decision 7: the home search goes to the list; categories filter it by id. */
  auctionsSearch: (query: { search?: string; category?: string }) => withQuery(here('auctions'), query),
  auction: (id: string) => at('auction', id),
  get calendar() {
    return here('calendar');
  },
  get directoryAuctioneers() {
    return here('directoryAuctioneers');
  },
  get directoryServices() {
    return here('directoryServices');
  },
  directoryListing: (id: string) => at('directoryListing', id),
  get advertise() {
    return here('advertise');
  },
  get pricing() {
    return here('pricing');
  },
  get login() {
    return here('login');
  },
  get register() {
    return here('register');
  },
  get forgotPassword() {
    return here('forgotPassword');
  },
  get resetPassword() {
    return here('resetPassword');
  },
  /** Issue 27: the page a mailed sign-in link opens. */
  get emailLinkSignIn() {
    return here('emailLinkSignIn');
  },
  /** Issue 27: the page a mailed address confirmation opens. */
  get confirmEmail() {
    return here('confirmEmail');
  },
  get about() {
    return here('about');
  },
  get terms() {
    return here('terms');
  },
  get privacy() {
    return here('privacy');
  },
  get newsletterConfirm() {
    return here('newsletterConfirm');
  },
  get newsletterUnsubscribe() {
    return here('newsletterUnsubscribe');
  },

  get dashboard() {
    return here('dashboard');
  },
  /** Issue 27: a buyer's home. */
  get my() {
    return here('my');
  },
  get createListing() {
    return here('createListing');
  },
  editListing: (id: string) => at('editListing', id),
  listingStats: (id: string) => at('listingStats', id),
  get savedAuctions() {
    return here('savedAuctions');
  },
  get bannerAds() {
    return here('bannerAds');
  },
  get alerts() {
    return here('alerts');
  },
  get alertUnsubscribe() {
    return here('alertUnsubscribe');
  },
  get createBanner() {
    return here('createBanner');
  },
  get createDirectoryListing() {
    return here('createDirectoryListing');
  },
  get profile() {
    return here('profile');
  },
  get profileEdit() {
    return here('profileEdit');
  },
  get profileDirectoryListings() {
    return here('profileDirectoryListings');
  },
  /** Issue 30 item 6. */
  editDirectoryListing: (id: string) => at('editDirectoryListing', id),
  /** Issue 30 item 6: the reminder mail's renewal confirmation. */
  renew: (kind: 'banner' | 'directory', id: string) => pathFor('renew', currentLocale(), { kind, id }),
  get invoices() {
    return here('invoices');
  },
  invoice: (id: string) => at('invoice', id),
  get checkout() {
    return here('checkout');
  },

  get admin() {
    return here('admin');
  },
};

/**
 * Issue 27: where someone lands after signing in or joining when nothing else was asked for — a
 * buyer (role USER) on their home, everyone else on the dashboard.
 */
export const homePathFor = (role: Role | null | undefined): string =>
  role === 'USER' ? paths.my : paths.dashboard;
