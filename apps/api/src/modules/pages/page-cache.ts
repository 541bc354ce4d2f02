import fp from 'fastify-plugin';
import { CACHE_TOPICS } from '../../plugins/cache-sync/changes.ts';
import { createBoundedCache } from '../../plugins/caches/bounded-cache.ts';

/**
 * Issue 14: a rendered public page is the same for every visitor who is not signed in (the address
 * says the language; nothing else of the request changes it), and rendering one costs tens of
 * milliseconds of CPU that no database cache removes. So each instance keeps the HTML of such pages
 * for a few seconds (docs/decisions/009): a burst of visitors on a shared auction costs one render,
 * and concurrent misses of one address share it.
 *
 * What keeps it honest:
 * - Any write through the API forgets every page (`forgetAll`, also on the other instances through
 *   the cache-change link); a render that was under way when that happened is answered but not kept,
 *   so it cannot bring back what the write replaced.
 * - Signed-in visitors never use it (their pages show their saved auctions and their menus).
 * - Banners are not part of the HTML (the browser asks for them, which counts the impression).
 * - It holds at most `budgetChars` of HTML and `maxPages` pages, the oldest forgotten first, and
 *   only addresses whose query string a page reads (`pageCacheKey`): nobody can grow it (issue 25).
 */

export interface RenderedAnswer {
  status: number;
  html: string;
  /** Where a redirect sends the visitor (never kept: only someone signed in is redirected). */
  location?: string;
}

export interface PageCacheOptions {
  ttlMs: number;
  budgetChars: number;
  /** At most this many pages, however small (an outsider's distinct addresses add entries). */
  maxPages?: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The page kept for `key`, else `render()`'s answer, kept when it says `keep` and nothing was
   * written while it ran.
   */
  remember(
    key: string,
    render: () => Promise<{ answer: RenderedAnswer; keep: boolean }>,
  ): Promise<RenderedAnswer>;
  forgetAll(): void;
  /** Pages kept now (for tests and the log). */
  readonly size: number;
}

export function createPageCache({ ttlMs, budgetChars, maxPages = 1_000, now }: PageCacheOptions): PageCache {
  const pages = createBoundedCache<{ answer: RenderedAnswer; keep: boolean }>({
    ttlMs,
    maxEntries: maxPages,
    maxWeight: budgetChars,
    weigh: ({ answer }) => answer.html.length,
    now,
  });
  return {
    remember: (key, render) => pages.remember(key, render, ({ keep }) => keep).then(({ answer }) => answer),
    forgetAll: () => pages.forgetAll(),
    get size() {
      return pages.size;
    },
  };
}

/**
 * The key of an address, or undefined when it is not to be kept: its path and the query parameters
 * a public page reads, in one order. Any other parameter (`?v=1`, a tracking tag, a token) would
 * make every address a new entry, so such a page is rendered and not kept.
 */
export function pageCacheKey(url: URL): string | undefined {
  const params = [...url.searchParams];
  if (params.some(([name]) => !PAGE_QUERY_PARAMS.has(name))) return undefined;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params)}`;
}

/**
 * What the public pages read of the query string (apps/web: the auction list's filters, page, tab and
 * map view, the directories' search, type and page, the calendar's month and day).
 */
const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'search',
  'category',
  'location',
  'near',
  'radiusKm',
  'sort',
  'page',
  'tab',
  'view',
  'type',
  'month',
  'day',
]);

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered pages of visitors not signed in (plugins/web.ts answers from it). */
    pageCache: PageCache;
  }
}

/** Pages are kept ten seconds, like the public auction reads (decision 005). */
const PAGE_TTL_MS = 10_000;
/** About 12 million characters of HTML: a few hundred pages. */
const PAGE_BUDGET_CHARS = 12_000_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that only open or close a session: nothing on a public page changes. */
const SESSION_ONLY = new Set(['/api/auth/login', '/api/auth/logout']);

/**
 * Registered before the API's routes so its hook sees every one of their answers: a write that
 * succeeded forgets the pages here and, through the cache-change link, on the other instances.
 */
export default fp(
  async (app) => {
    const pages = createPageCache({ ttlMs: PAGE_TTL_MS, budgetChars: PAGE_BUDGET_CHARS });
    for (const topic of CACHE_TOPICS) app.cacheSync.on(topic, pages.forgetAll);
    // Before the answer leaves (not once it has): a visitor who opens a page right after the
    // write's answer must not get one kept from before it.
    // A callback: nothing here waits, and an async hook costs a promise on every request.
    app.addHook('onSend', (request, reply, payload, done) => {
      const route = request.routeOptions.url ?? '';
      const isWrite = !READS.has(request.method) && reply.statusCode < 400;
      if (isWrite && route.startsWith('/api/') && !SESSION_ONLY.has(route)) {
        pages.forgetAll();
        app.cacheSync.announce('pages');
      }
      done(null, payload);
    });
    app.decorate('pageCache', pages);
  },
  { name: 'page-cache', dependencies: ['db', 'cache-sync'] },
);
