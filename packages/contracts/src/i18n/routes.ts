import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * Every page's address in both languages (issue 16, ARCHITECTURE i18n): French pages live under
 * `/fr/` with French words where a path is a word. The web app's routes, its language switch and
 * hreflang links, the sitemap and the links in mail all read this one table.
 */
export const ROUTES = {
  home: { en: '/', fr: '/fr' },
  auctions: { en: '/auctions', fr: '/fr/encans' },
  auction: { en: '/auctions/:id', fr: '/fr/encans/:id' },
  calendar: { en: '/calendar', fr: '/fr/calendrier' },
  directoryAuctioneers: { en: '/directory/auctioneers', fr: '/fr/repertoire/encanteurs' },
  directoryServices: { en: '/directory/services', fr: '/fr/repertoire/services' },
  directoryListing: { en: '/directory/:id', fr: '/fr/repertoire/:id' },
  advertise: { en: '/advertise', fr: '/fr/annoncer' },
  pricing: { en: '/pricing', fr: '/fr/tarifs' },
  login: { en: '/login', fr: '/fr/connexion' },
  register: { en: '/register', fr: '/fr/inscription' },
  forgotPassword: { en: '/forgot-password', fr: '/fr/mot-de-passe-oublie' },
  resetPassword: { en: '/reset-password', fr: '/fr/reinitialiser-mot-de-passe' },
  emailLinkSignIn: { en: '/sign-in/link', fr: '/fr/connexion/lien' },
  confirmEmail: { en: '/confirm-email', fr: '/fr/confirmer-courriel' },
  about: { en: '/about', fr: '/fr/a-propos' },
  terms: { en: '/terms', fr: '/fr/conditions' },
  privacy: { en: '/privacy', fr: '/fr/confidentialite' },
  newsletterConfirm: { en: '/newsletter/confirm', fr: '/fr/infolettre/confirmer' },
  newsletterUnsubscribe: { en: '/newsletter/unsubscribe', fr: '/fr/infolettre/desabonnement' },
  dashboard: { en: '/dashboard', fr: '/fr/tableau-de-bord' },
  /** Issue 27: a buyer's home (saved auctions, searches, follows, this weekend near them). */
  my: { en: '/my', fr: '/fr/mon-espace' },
  createListing: { en: '/create-listing', fr: '/fr/creer-une-annonce' },
  editListing: { en: '/edit-listing/:id', fr: '/fr/modifier-une-annonce/:id' },
  /** Issue 30 item 1: a listing's statistics over time, for its seller and admins. */
  listingStats: { en: '/dashboard/listings/:id/stats', fr: '/fr/tableau-de-bord/annonces/:id/statistiques' },
  savedAuctions: { en: '/saved-auctions', fr: '/fr/encans-sauvegardes' },
  bannerAds: { en: '/dashboard/banner-ads', fr: '/fr/tableau-de-bord/bannieres' },
  alerts: { en: '/dashboard/alerts', fr: '/fr/tableau-de-bord/alertes' },
  alertUnsubscribe: { en: '/unsubscribe', fr: '/fr/desabonnement' },
  createBanner: { en: '/create-banner', fr: '/fr/creer-une-banniere' },
  createDirectoryListing: { en: '/create-directory-listing', fr: '/fr/creer-une-inscription' },
  profile: { en: '/profile', fr: '/fr/profil' },
  profileEdit: { en: '/profile/edit', fr: '/fr/profil/modifier' },
  profileDirectoryListings: { en: '/profile/directory-listings', fr: '/fr/profil/inscriptions' },
  /** Issue 30 item 6: a directory listing edited for its whole term. */
  editDirectoryListing: {
    en: '/profile/directory-listings/:id/edit',
    fr: '/fr/profil/inscriptions/:id/modifier',
  },
  /** Issue 30 item 6: the reminder mail's one-click renewal (kind is banner or directory). */
  renew: { en: '/renew/:kind/:id', fr: '/fr/renouveler/:kind/:id' },
  invoices: { en: '/invoices', fr: '/fr/factures' },
  invoice: { en: '/invoices/:id', fr: '/fr/factures/:id' },
  checkout: { en: '/checkout', fr: '/fr/paiement' },
  admin: { en: '/admin', fr: '/fr/admin' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteId = keyof typeof ROUTES;

/**
 * Pages anyone may find: rendered on the server with their head (apps/api describe-page.ts), and
 * rendered there in one pass from their route's loader (apps/web one-render.test.tsx covers each).
 * Every other page of ours is for a signed-in person and is not indexed.
 */
export const PUBLIC_ROUTES: readonly RouteId[] = [
  'home',
  'auctions',
  'auction',
  'calendar',
  'directoryAuctioneers',
  'directoryServices',
  'directoryListing',
  'advertise',
  'pricing',
  'about',
  'terms',
  'privacy',
  'login',
  'register',
];

/** The address of `route` in `locale`, with its `:params` filled in (encoded). */
export function pathFor(route: RouteId, locale: Locale, params: Record<string, string> = {}): string {
  return ROUTES[route][locale].replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathFor(${route}): missing :${name}`);
    return encodeURIComponent(value);
  });
}

export interface RouteMatch {
  route: RouteId;
  locale: Locale;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Patterns with fewer parameters first, so `/directory/services` wins over `/directory/:id`. */
const PATTERNS = (Object.entries(ROUTES) as [RouteId, Record<Locale, string>][])
  .flatMap(([route, forms]) =>
    (Object.entries(forms) as [Locale, string][]).map(([locale, pattern]) => ({
      route,
      locale,
      segments: segmentsOf(pattern),
    })),
  )
  .sort(
    (a, b) =>
      a.segments.filter((s) => s.startsWith(':')).length - b.segments.filter((s) => s.startsWith(':')).length,
  );

/**
 * The patterns by their number of segments, in PATTERNS' order, each with its fixed parts and its
 * parameters apart: the API asks this of every page it answers (issue 26 item 7), so a pattern is
 * refused on its fixed parts before anything is decoded or allocated for it.
 */
const PATTERNS_BY_LENGTH = new Map<
  number,
  {
    route: RouteId;
    locale: Locale;
    fixed: [index: number, text: string][];
    named: [index: number, name: string][];
  }[]
>();
for (const { route, locale, segments } of PATTERNS) {
  const fixed: [number, string][] = [];
  const named: [number, string][] = [];
  segments.forEach((part, index) => {
    if (part.startsWith(':')) named.push([index, part.slice(1)]);
    else fixed.push([index, part]);
  });
  const list = PATTERNS_BY_LENGTH.get(segments.length) ?? [];
  list.push({ route, locale, fixed, named });
  PATTERNS_BY_LENGTH.set(segments.length, list);
}

/** Which page an address is, in which language; null for an address that is none of ours. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  patterns: for (const pattern of PATTERNS_BY_LENGTH.get(segments.length) ?? []) {
    for (const [index, text] of pattern.fixed) if (segments[index] !== text) continue patterns;
    const params: Record<string, string> = {};
    for (const [index, name] of pattern.named) {
      try {
        params[name] = decodeURIComponent(segments[index] ?? '');
      } catch {
        continue patterns;
      }
    }
    return { route: pattern.route, locale: pattern.locale, params };
  }
  return null;
}

/** The language an address is in: French under /fr, English elsewhere. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : DEFAULT_LOCALE;

/**
 * The same page in the other language (the language switch, hreflang): the query string is kept;
 * an address that is no page of ours goes to the other language's home.
 */
export function translatePath(pathAndQuery: string, locale: Locale): string {
  const queryStart = pathAndQuery.search(/[?#]/);
  const pathname = queryStart < 0 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const rest = queryStart < 0 ? '' : pathAndQuery.slice(queryStart);
  const match = matchRoute(pathname);
  if (!match) return pathFor('home', locale);
  return pathFor(match.route, locale, match.params) + rest;
}
