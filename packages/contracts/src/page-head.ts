import type { Locale } from './i18n/locale.ts';
import { PAGE_TEXTS, type PageTextId, SHARE_IMAGE_ALT, SITE_NAME } from './i18n/page-texts.ts';
import { localeOfPath, matchRoute, pathFor, type RouteId } from './i18n/routes.ts';

export type { PageTextId } from './i18n/page-texts.ts';

/**
 * `@mariner/contracts/page-head`: what the head of a page says to a search engine, a share preview and
 * the browser's tab, and its HTTP status (issue 26, docs/decisions/016). Each page's route module
 * (apps/web) computes its own from the data its loader put in the query cache; the server writes it
 * into the page (apps/api: shell.ts), and the browser takes its title after a navigation.
 */
export interface PageHead {
  status: 200 | 404 | 503;
  lang: Locale;
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  image: { url: string; width?: number; height?: number; alt: string };
  /** The page's largest picture, preloaded from the head (issue 14: LCP), as its `<img>` asks for it. */
  preloadImage?: { href: string; srcset?: string | undefined; sizes: string };
  jsonLd: object[];
  noindex: boolean;
  /** Issue 16: the same page in each language (hreflang), absent for a page that is none of ours. */
  alternates?: Record<Locale, string>;
}

/** Where a head is computed: the page's address and the site's public origin (PUBLIC_URL's). */
export interface HeadPlace {
  url: URL;
  origin: string;
}

/** A search engine wants one address per page: the list's own filters stay in it, nothing else. */
const CANONICAL_QUERY: Partial<Record<RouteId, string[]>> = {
  // The Items tab (issue 29) lists lots, not auctions: a page of its own.
  auctions: ['search', 'category', 'location', 'tab', 'page'],
  // Each listed month is a page of its own (issue 25); the others are noindex.
  calendar: ['month'],
};

/** A parameter at the value the page takes without it names the same page as its absence. */
const CANONICAL_DEFAULTS: Partial<Record<RouteId, Record<string, string>>> = {
  auctions: { tab: 'auctions' },
};

const SITE_CARD = { width: 1200, height: 630 };

/** An auction's or a company's id as the API stores it: anything else is no page of ours. */
export const isRecordId = (id: string | undefined): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '');

/** A description as search results show it: one line, at most `max` characters, cut at a word. */
export const excerpt = (text: string, max = 160): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** The site's share card, for a page with no picture of its own. */
export const siteCard = (origin: string, lang: Locale): PageHead['image'] => ({
  url: `${origin}/og-card.png`,
  ...SITE_CARD,
  alt: SHARE_IMAGE_ALT[lang].site,
});

/**
 * The head of the page at `url` with the fixed texts of `page` (contracts' PAGE_TEXTS) in the
 * address's language; `extra` is what the page's own data says (an auction's title and picture).
 * Issue 16: the address says the language; an unknown address under /fr/ is a French 404.
 */
export function pageHead(
  { url, origin }: HeadPlace,
  page: PageTextId,
  extra: Partial<PageHead> & { status?: PageHead['status'] } = {},
): PageHead {
  const route = matchRoute(url.pathname);
  const lang = route?.locale ?? localeOfPath(url.pathname);
  const status = extra.status ?? 200;
  const texts = PAGE_TEXTS[lang][page];
  const query = new URLSearchParams();
  const defaults = (route && CANONICAL_DEFAULTS[route.route]) ?? {};
  for (const key of (route && CANONICAL_QUERY[route.route]) ?? []) {
    const value = url.searchParams.get(key);
    if (value && value !== defaults[key]) query.set(key, value);
  }
  const search = query.toString();
  const addressIn = (locale: Locale) =>
    `${origin}${route ? pathFor(route.route, locale, route.params) : url.pathname}${search ? `?${search}` : ''}`;
  return {
    status,
    lang,
    title: texts.title,
    description: texts.description,
    canonical: addressIn(lang),
    ...(route && status === 200 ? { alternates: { en: addressIn('en'), fr: addressIn('fr') } } : {}),
    ogType: 'website',
    image: siteCard(origin, lang),
    jsonLd: [],
    noindex: status !== 200,
    ...extra,
  };
}

/** The not-found page's head, with its 404, in the address's language. */
export const notFoundHead = (place: HeadPlace): PageHead => pageHead(place, 'notFound', { status: 404 });

/**
 * A page that is not public (a form, an account page): not indexed, titled by the site's name until
 * the browser renders it. It is never rendered on the server, so this is all of its head there.
 */
export const privateHead = (place: HeadPlace): PageHead => ({
  ...pageHead(place, 'home'),
  title: SITE_NAME,
  noindex: true,
});
