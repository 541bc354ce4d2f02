import { type Locale, MESSAGES } from '@mariner/contracts';
import { shareCardPath } from '@mariner/contracts/share-card';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type BoundedCache, createBoundedCache } from '../../plugins/caches/bounded-cache.ts';
import { AppError } from '../../plugins/errors.ts';
import { IMMUTABLE } from '../../plugins/storage/storage.ts';
import { getAuction } from '../auctions/service.ts';
import { shareCard } from './share-card.ts';
import { robotsTxt, type SitemapChild, sitemapChild, sitemapIndex } from './sitemap.ts';

/** Sitemaps are read from the database at most once per ten minutes per instance. */
const SITEMAP_TTL_MS = 10 * 60_000;
/**
 * Keyed by the sitemap's name (the query string is redirected away, a chunk past the last is not
 * kept), so an outsider cannot add entries: the index, two fixed children and the auction chunks,
 * of up to ~17 million characters each at 25,000 auctions.
 */
const SITEMAPS_KEPT = 64;
const SITEMAP_BUDGET_CHARS = 48_000_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sitemaps' XML by name (this file's routes read it; tests check its bound). */
    sitemapCache: BoundedCache<string | null>;
  }
}

const SHARE_CARD_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(en|fr)-([0-9a-f]{16})\.jpg$/;

const CHILD = /^\/sitemaps\/(?:(static|directory)|(auctions-upcoming|auctions-recent)-([1-9]\d{0,5}))\.xml$/;

/** GET /robots.txt, /sitemap.xml and its children (issue 14); outside /api, at the site's root. */
const crawlingRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const sitemaps = createBoundedCache<string | null>({
    ttlMs: SITEMAP_TTL_MS,
    maxEntries: SITEMAPS_KEPT,
    maxWeight: SITEMAP_BUDGET_CHARS,
    weigh: (body) => body?.length ?? 0,
  });
  app.decorate('sitemapCache', sitemaps);
  const remember = (name: string, make: () => Promise<string | null>) =>
    sitemaps.remember(name, make, (body) => body !== null);
  const xml = 'application/xml; charset=utf-8';
  const caching = 'public, max-age=600';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', caching).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await remember('index', () => sitemapIndex(app.db, publicUrl));
    return reply.type(xml).header('cache-control', caching).send(body);
  });

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });

  /**
   * An auction's share card (og:image). The address names the card's version: the current one is
   * kept for ever by any cache; an older one redirects to the current, so a post shared before a
   * change still shows the listing as it is now.
   */
  app.get<{ Params: { file: string } }>(
    '/share-cards/auctions/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = SHARE_CARD_FILE.exec(request.params.file);
      if (!match) return notFound(reply);
      const [, id = '', locale = 'en'] = match;
      let auction: Awaited<ReturnType<typeof getAuction>>;
      try {
        auction = await getAuction(app, null, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound(reply);
        throw error;
      }
      const current = shareCardPath(auction, locale as Locale);
      if (!request.url.startsWith(current)) {
        return reply.header('cache-control', 'public, max-age=300').redirect(current, 302);
      }
      const body = await shareCard(app.db, app.storage, auction, locale as Locale);
      return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(body);
    },
  );

  app.get('/sitemaps/*', { schema: { hide: true } }, async (request, reply) => {
    const [address = '', query] = request.url.split('?');
    // One address per sitemap: `?v=1`, `?v=2`… would each be a page of its own to a cache.
    if (query !== undefined) return reply.header('cache-control', caching).redirect(address, 301);
    const match = CHILD.exec(address);
    const child: SitemapChild | null = !match
      ? null
      : match[1]
        ? { kind: match[1] as 'static' | 'directory' }
        : { kind: match[2] as 'auctions-upcoming' | 'auctions-recent', chunk: Number(match[3]) };
    const body = child ? await remember(address, () => sitemapChild(app.db, publicUrl, child)) : null;
    if (!body) return notFound(reply);
    return reply.type(xml).header('cache-control', caching).send(body);
  });
};

// Not encapsulated, so the app (and tests) see the sitemap cache it decorates.
export default fp(crawlingRoutes, { name: 'crawling', dependencies: ['db'] });
