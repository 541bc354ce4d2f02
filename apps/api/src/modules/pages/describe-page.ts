import {
  auctionDocumentTitle,
  auctionText,
  documentTitle,
  FEATURED_IMAGE_SIZES,
  imageSrcSet,
  isListedMonth,
  type Locale,
  matchRoute,
  PAGE_TEXTS,
  type PageTextId,
  PUBLIC_ROUTES,
  pathFor,
  type RouteId,
  SHARE_IMAGE_ALT,
  SITE_NAME,
  textIn,
} from '@mariner/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { listedMonths } from '../auctions/calendar-service.ts';
import { getAuction } from '../auctions/service.ts';
import { getDirectoryProfile } from '../directory/service.ts';
import { auctionEvent, companyOf, siteGraph } from './json-ld.ts';
import { SHARE_CARD, shareCardPath } from './share-card.ts';

/** What the head of a page says to a search engine or a share preview, and its HTTP status. */
export interface PageDescription {
  status: 200 | 404;
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
  /** Rendered on the server: every public page, indexed or not (an empty calendar month), and the 404. */
  isPublic: boolean;
  /** Issue 16: the same page in each language (hreflang), absent for a page that is none of ours. */
  alternates?: Record<Locale, string>;
}

/** Pages anyone may find (contracts' PUBLIC_ROUTES); every other page of ours is not indexed. */
const PUBLIC_PAGES: ReadonlySet<RouteId> = new Set(PUBLIC_ROUTES);

/** A search engine wants one address per page: the list's own filters stay in it, nothing else. */
const CANONICAL_QUERY: Partial<Record<RouteId, string[]>> = {
  auctions: ['search', 'category', 'location', 'page'],
  // Each listed month is a page of its own (issue 25); the others are noindex.
  calendar: ['month'],
};

const SITE_CARD = { width: 1200, height: 630 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const excerpt = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

export async function describePage(app: FastifyInstance, url: URL): Promise<PageDescription> {
  const { publicUrl } = app.config;
  const route = matchRoute(url.pathname);
  // Issue 16: the address says the language; an unknown address under /fr/ is a French 404.
  const lang: Locale =
    route?.locale ?? (url.pathname === '/fr' || url.pathname.startsWith('/fr/') ? 'fr' : 'en');
  const siteCard = { url: `${publicUrl}/og-card.png`, ...SITE_CARD, alt: SHARE_IMAGE_ALT[lang].site };
  const fixed = (
    id: PageTextId,
    status: 200 | 404 = 200,
    extra: Partial<PageDescription> = {},
  ): PageDescription => {
    const texts = PAGE_TEXTS[lang][id];
    const query = new URLSearchParams();
    for (const key of (route && CANONICAL_QUERY[route.route]) ?? []) {
      const value = url.searchParams.get(key);
      if (value) query.set(key, value);
    }
    const search = query.toString();
    const addressIn = (locale: Locale) =>
      `${publicUrl}${route ? pathFor(route.route, locale, route.params) : url.pathname}${search ? `?${search}` : ''}`;
    return {
      status,
      lang,
      title: texts.title,
      description: texts.description,
      canonical: addressIn(lang),
      ...(route && status === 200 ? { alternates: { en: addressIn('en'), fr: addressIn('fr') } } : {}),
      ogType: 'website',
      image: siteCard,
      jsonLd: [],
      noindex: status !== 200,
      isPublic: true,
      ...extra,
    };
  };

  if (!route) return fixed('notFound', 404);
  if (!PUBLIC_PAGES.has(route.route))
    return { ...fixed('home'), title: SITE_NAME, noindex: true, isPublic: false, jsonLd: [] };

  if (
    (route.route === 'auction' || route.route === 'directoryListing') &&
    !UUID.test(route.params.id ?? '')
  ) {
    return fixed('notFound', 404);
  }
  if (route.route === 'auction') {
    try {
      const auction = await getAuction(app, null, route.params.id ?? '');
      const text = auctionText(auction, lang);
      const town = auction.location;
      return fixed('auctions', 200, {
        title: auctionDocumentTitle(text.title, town),
        description: excerpt(text.description),
        ogType: 'article',
        image: {
          url: `${publicUrl}${shareCardPath(auction, lang)}`,
          ...SHARE_CARD,
          alt: SHARE_IMAGE_ALT[lang].auction(text.title, town),
        },
        jsonLd: [auctionEvent(auction, publicUrl, lang)],
        ...(auction.featuredImage
          ? {
              preloadImage: {
                href: auction.featuredImage,
                srcset: imageSrcSet(auction.featuredImage),
                sizes: FEATURED_IMAGE_SIZES,
              },
            }
          : {}),
      });
    } catch (error) {
      if (isNotFound(error)) return fixed('notFound', 404);
      throw error;
    }
  }
  if (route.route === 'directoryListing') {
    try {
      const profile = await getDirectoryProfile(app, route.params.id ?? '');
      return fixed('directoryServices', 200, {
        title: documentTitle(profile.companyName),
        description: excerpt(
          textIn(lang, profile.companyDescription, profile.companyDescriptionFr).text ??
            PAGE_TEXTS[lang].directoryServices.description,
        ),
        image: profile.companyLogo
          ? {
              url: `${publicUrl}${profile.companyLogo}`,
              alt: SHARE_IMAGE_ALT[lang].logo(profile.companyName),
            }
          : siteCard,
        jsonLd: [companyOf(profile, publicUrl, lang)],
      });
    } catch (error) {
      if (isNotFound(error)) return fixed('notFound', 404);
      throw error;
    }
  }
  if (route.route === 'calendar') {
    // Issue 25: each month links to the next for ever; only those with listed auctions are indexed.
    const month = url.searchParams.get('month');
    const isListed = !month || isListedMonth(month, await listedMonths(app));
    return fixed('calendar', 200, { noindex: !isListed });
  }
  const id = route.route as PageTextId;
  return fixed(id, 200, route.route === 'home' ? { jsonLd: siteGraph(publicUrl) } : {});
}
