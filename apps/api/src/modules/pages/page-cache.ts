import fp from 'fastify-plugin';
import { announceChange, CACHE_TOPICS } from '../../plugins/cache-sync/changes.ts';

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
 * - It holds at most `budgetChars` of HTML, the oldest page forgotten first.
 */

export interface RenderedAnswer {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  ttlMs: number;
  budgetChars: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  answer: Promise<RenderedAnswer>;
  /** Characters counted against the budget once the render is done (0 while it runs). */
  size: number;
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

export function createPageCache({ ttlMs, budgetChars, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let used = 0;
  let generation = 0;

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    used -= entry.size;
  };

  return {
    remember(key, render) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.answer;
      if (entry) drop(key, entry);

      const started = generation;
      const fresh: Entry = {
        expiresAt: now() + ttlMs,
        size: 0,
        answer: Promise.resolve({ status: 0, html: '' }),
      };
      fresh.answer = render().then(
        ({ answer, keep }) => {
          if (!keep || generation !== started) {
            drop(key, fresh);
            return answer;
          }
          if (entries.get(key) === fresh) {
            fresh.size = answer.html.length;
            used += fresh.size;
            // Map keeps insertion order: the first keys are the oldest pages.
            for (const [oldKey, old] of entries) {
              if (used <= budgetChars) break;
              drop(oldKey, old);
            }
          }
          return answer;
        },
        (error: unknown) => {
          drop(key, fresh);
          throw error;
        },
      );
      entries.set(key, fresh);
      return fresh.answer;
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      used = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

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
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url ?? '';
      const isWrite = !READS.has(request.method) && reply.statusCode < 400;
      if (isWrite && route.startsWith('/api/') && !SESSION_ONLY.has(route)) {
        pages.forgetAll();
        announceChange(app.db, 'pages');
      }
      return payload;
    });
    app.decorate('pageCache', pages);
  },
  { name: 'page-cache', dependencies: ['db', 'cache-sync'] },
);
