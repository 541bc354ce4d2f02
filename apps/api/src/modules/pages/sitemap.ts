import { Readable } from 'node:stream';
import { pathFor, type RouteId } from '@mariner/contracts';
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

async function xmlOf(items: { url: string; lastmod?: string }[], hostname: string): Promise<string> {
  const stream = new SitemapStream({ hostname });
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
    const chunks = Math.ceil(counted.total / CHUNK_SIZE);
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
      STATIC_PAGES.map((route) => ({ url: pathFor(route, 'en') })),
      publicUrl,
    );
  }
  if (child.kind === 'directory') {
    const rows = await listPublicProfileStamps(db);
    return xmlOf(
      rows.map((row) => ({
        url: pathFor('directoryListing', 'en', { id: row.id }),
        lastmod: row.updatedAt.toISOString(),
      })),
      publicUrl,
    );
  }
  const rows = await listSitemapAuctions(db, child.kind === 'auctions-upcoming' ? 'upcoming' : 'recent', {
    limit: CHUNK_SIZE,
    offset: (child.chunk - 1) * CHUNK_SIZE,
    recentDays: RECENT_DAYS,
  });
  if (rows.length === 0 && child.chunk > 1) return null;
  return xmlOf(
    rows.map((row) => ({
      url: pathFor('auction', 'en', { id: row.id }),
      lastmod: row.updatedAt.toISOString(),
    })),
    publicUrl,
  );
}

/** Paths a crawler must leave alone: the API and every page that needs a signed-in person. */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/dashboard',
  '/create-listing',
  '/edit-listing/',
  '/saved-auctions',
  '/create-banner',
  '/create-directory-listing',
  '/profile',
  '/invoices',
  '/checkout',
  '/admin',
  '/reset-password',
  '/newsletter/',
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
