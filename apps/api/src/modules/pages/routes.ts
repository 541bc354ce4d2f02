import { type Locale, MESSAGES } from '@mariner/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { IMMUTABLE } from '../../plugins/storage/storage.ts';
import { getAuction } from '../auctions/service.ts';
import { shareCard, shareCardPath } from './share-card.ts';
import { robotsTxt, type SitemapChild, sitemapChild, sitemapIndex } from './sitemap.ts';

/** Sitemaps are read from the database at most once per ten minutes per instance. */
const CACHE_MS = 10 * 60_000;
const cached = new WeakMap<Executor, Map<string, { expiresAt: number; xml: Promise<string | null> }>>();

function remember(db: Executor, key: string, make: () => Promise<string | null>) {
  let entries = cached.get(db);
  if (!entries) {
    entries = new Map();
    cached.set(db, entries);
  }
  const entry = entries.get(key);
  if (entry && entry.expiresAt > Date.now()) return entry.xml;
  const xml = make();
  entries.set(key, { expiresAt: Date.now() + CACHE_MS, xml });
  xml.catch(() => entries.delete(key));
  return xml;
}

const SHARE_CARD_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(en|fr)-([0-9a-f]{16})\.jpg$/;

const CHILD = /^\/sitemaps\/(?:(static|directory)|(auctions-upcoming|auctions-recent)-([1-9]\d{0,5}))\.xml$/;

/** GET /robots.txt, /sitemap.xml and its children (issue 14); outside /api, at the site's root. */
const crawlingRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const xml = 'application/xml; charset=utf-8';
  const caching = 'public, max-age=600';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', caching).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await remember(app.db, 'index', () => sitemapIndex(app.db, publicUrl));
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
        auction = await getAuction(app.db, null, id);
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
    const match = CHILD.exec(request.url.split('?')[0] ?? '');
    const child: SitemapChild | null = !match
      ? null
      : match[1]
        ? { kind: match[1] as 'static' | 'directory' }
        : { kind: match[2] as 'auctions-upcoming' | 'auctions-recent', chunk: Number(match[3]) };
    const body = child
      ? await remember(app.db, request.url, () => sitemapChild(app.db, publicUrl, child))
      : null;
    if (!body) return notFound(reply);
    return reply.type(xml).header('cache-control', caching).send(body);
  });
};

export default crawlingRoutes;
