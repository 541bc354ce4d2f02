import { Readable } from 'node:stream';
import { LOCALES, type Locale, pathFor, ROUTES, type RouteId } from '@mariner/contracts';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { Executor } from '../../db/client.ts';
import { countSitemapAuctions, listSitemapAuctions } from '../auctions/service.ts';
import { listPublicProfileStamps } from '../directory/service.ts';

/**
 * The sitemap (issue 14): an index naming a child per kind of page — the static pages, the
 * directory profiles, upcoming auctions and auctions ended in the last RECENT_DAYS — each chunk at
 * most CHUNK_SIZE addresses (the protocol's limit), with lastmod from the rows themselves.
 */
export const CHUNK_SIZE = 50_000;
/** Issue 16: every page is listed in both languages, so a chunk holds half as many pages. */
const PAGES_PER_CHUNK = CHUNK_SIZE / LOCALES.length;
export const RECENT_DAYS = 180;

const STATIC_PAGES: RouteId[] = [
  'home',
  'auctions',
  'calendar',
  'directoryAuctioneers',
  'directoryServices',
  'advertise',
  'pricing',
  'about',
  'terms',
  'privacy',
];

export type SitemapChild =
  | { kind: 'static' }
  | { kind: 'directory' }
  | { kind: 'auctions-upcoming' | 'auctions-recent'; chunk: number };

export const childPath = (child: SitemapChild) =>
  child.kind === 'static' || child.kind === 'directory'
    ? `/sitemaps/${child.kind}.xml`
    : `/sitemaps/${child.kind}-${child.chunk}.xml`;

interface Entry {
  url: string;
  lastmod?: string;
  links?: { lang: string; url: string }[];
}

const HREFLANG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * A page at its address in each language, each entry naming all of them (hreflang, and English as
 * x-default), as search engines ask of a sitemap with alternates.
 */
function inEachLanguage(
  publicUrl: string,
  route: RouteId,
  params: Record<string, string> = {},
  lastmod?: string,
): Entry[] {
  const address = (locale: Locale) => `${publicUrl}${pathFor(route, locale, params)}`;
  const links = [
    ...LOCALES.map((locale) => ({ lang: HREFLANG[locale], url: address(locale) })),
    { lang: 'x-default', url: address('en') },
  ];
  return LOCALES.map((locale) => ({ url: address(locale), links, ...(lastmod ? { lastmod } : {}) }));
}

async function xmlOf(items: Entry[], hostname: string): Promise<string> {
  const stream = new SitemapStream({
    hostname,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

export async function sitemapIndex(db: Executor, publicUrl: string): Promise<string> {
  const [upcoming, recent, profiles] = await Promise.all([
    countSitemapAuctions(db, 'upcoming', RECENT_DAYS),
    countSitemapAuctions(db, 'recent', RECENT_DAYS),
    listPublicProfileStamps(db),
  ]);
  const newest = (dates: Date[]) =>
    new Date(Math.max(...dates.map((date) => date.getTime()), 0)).toISOString();
  const entries: { url: string; lastmod?: string }[] = [
    { url: `${publicUrl}${childPath({ kind: 'static' })}` },
    {
      url: `${publicUrl}${childPath({ kind: 'directory' })}`,
      lastmod: newest(profiles.map((row) => row.updatedAt)),
    },
  ];
  for (const [kind, counted] of [
    ['auctions-upcoming', upcoming],
    ['auctions-recent', recent],
  ] as const) {
    const chunks = Math.ceil(counted.total / PAGES_PER_CHUNK);
    for (let chunk = 1; chunk <= chunks; chunk++) {
      entries.push({
        url: `${publicUrl}${childPath({ kind, chunk })}`,
        ...(counted.lastmod ? { lastmod: counted.lastmod.toISOString() } : {}),
      });
    }
  }
  const index = new SitemapIndexStream();
  return (await streamToPromise(Readable.from(entries).pipe(index))).toString();
}

export async function sitemapChild(
  db: Executor,
  publicUrl: string,
  child: SitemapChild,
): Promise<string | null> {
  if (child.kind === 'static') {
    return xmlOf(
      STATIC_PAGES.flatMap((route) => inEachLanguage(publicUrl, route)),
      publicUrl,
    );
  }
  if (child.kind === 'directory') {
    const rows = await listPublicProfileStamps(db);
    return xmlOf(
      rows.flatMap((row) =>
        inEachLanguage(publicUrl, 'directoryListing', { id: row.id }, row.updatedAt.toISOString()),
      ),
      publicUrl,
    );
  }
  const rows = await listSitemapAuctions(db, child.kind === 'auctions-upcoming' ? 'upcoming' : 'recent', {
    limit: PAGES_PER_CHUNK,
    offset: (child.chunk - 1) * PAGES_PER_CHUNK,
    recentDays: RECENT_DAYS,
  });
  if (rows.length === 0 && child.chunk > 1) return null;
  return xmlOf(
    rows.flatMap((row) => inEachLanguage(publicUrl, 'auction', { id: row.id }, row.updatedAt.toISOString())),
    publicUrl,
  );
}

const PRIVATE_PAGES: RouteId[] = [
  'dashboard',
  'my',
  'createListing',
  'editListing',
  'savedAuctions',
  'createBanner',
  'createDirectoryListing',
  'profile',
  'invoices',
  'checkout',
  'admin',
  'resetPassword',
  'alertUnsubscribe',
  // Issue 27: pages a mailed token opens.
  'emailLinkSignIn',
  'confirmEmail',
];

/**
 * Paths a crawler must leave alone: the API and every page that needs a signed-in person, or
 * carries a token, in both languages (a page with an id: its address up to the id).
 */
export const DISALLOWED_PREFIXES = [
  '/api/',
  ...PRIVATE_PAGES.flatMap((route) => LOCALES.map((locale) => ROUTES[route][locale].replace(/:\w+$/, ''))),
  '/newsletter/',
  '/fr/infolettre/',
];

export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
