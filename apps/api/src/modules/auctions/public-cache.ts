import fp from 'fastify-plugin';
import type { CacheSync } from '../../plugins/cache-sync/index.ts';
import { createBoundedCache } from '../../plugins/caches/bounded-cache.ts';
import { deepFreeze } from '../../plugins/caches/frozen-answers.ts';
import type { NearIndex } from './near-index.ts';

/**
 * Public auction reads (the lists and the detail of an approved auction) are the same for every
 * visitor and users hammer them, so each instance remembers an answer for a few seconds: a burst of
 * identical reads costs one query, and concurrent misses share it. Any auction write forgets every
 * answer of its instance and announces it (`forgetAuctionReads`), so other instances on the same
 * database forget theirs within a second (plugins/cache-sync); without that link they would catch up
 * within the TTL, which is shorter than the 30 s a CDN may keep an anonymous list anyway.
 *
 * Why at all: at 10 concurrent connections PGlite runs one query at a time, so an uncached
 * full-text search of 100,000 auctions (~11 ms of query) queues to a p99 of ~480 ms, and even on
 * PostgreSQL the count over thousands of matches keeps p99 above 100 ms (measured, see the bench).
 * One per app (`app.auctionReads`), so test apps never share an entry.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
/**
 * Answers are weighed by their JSON's length (what the serializer will write anyway): a search
 * answer of 100 auctions is ~100,000 characters, so a bound in entries alone let distinct searches
 * (an outsider's to choose, issue 25) keep ~50 million.
 */
const ANSWERS_BUDGET_CHARS = 16_000_000;
/**
 * Packed match lists (findAuctionMatchIds: 36 characters an id) are bigger than answers, so they
 * have a budget of their own: about 450,000 ids an instance, oldest forgotten first.
 */
const MATCHES_BUDGET_CHARS = 16_000_000;

// A calendar month is kept as a Map of days, which JSON would write as `{}`: weighed as its entries.
// Every other kept value is an answer (plain JSON), weighed without a replacer, which keeps V8's
// fast path (a replacer called for every key took twice as long; issue 26 item 7).
const mapsAsEntries = (_key: string, part: unknown) => (part instanceof Map ? [...part] : part);
const weighJson = (value: unknown): number =>
  (value instanceof Map ? JSON.stringify(value, mapsAsEntries) : JSON.stringify(value))?.length ?? 0;

export interface AuctionReadCache {
  /**
   * The remembered value for `key`, else `load()`'s, remembered when `keep` says so (a failure is
   * never remembered). The value is deep-frozen: every request that hits it shares it, and the
   * serializer writes a frozen answer once (plugins/caches/frozen-answers.ts).
   */
  remember<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /**
   * The remembered match list for `key` (a filter and sort, whatever the page), else `load()`'s:
   * every page of a search then reads only its own rows. Same TTL and forgetting as the answers.
   */
  rememberMatches(key: string, load: () => Promise<string>): Promise<string>;
  /** Forgets every answer and match list on this instance (a write, or one heard from another). */
  forgetAll(): void;
  /** How many answers and match lists are kept now, and their characters (tests check the bounds). */
  readonly kept: { answers: number; matches: number; chars: number };
}

export interface AuctionReadCacheOptions {
  ttlMs?: number;
  now?: () => number;
}

export function createAuctionReadCache({
  ttlMs = TTL_MS,
  now,
}: AuctionReadCacheOptions = {}): AuctionReadCache {
  const answers = createBoundedCache<unknown>({
    ttlMs,
    maxEntries: MAX_ENTRIES,
    maxWeight: ANSWERS_BUDGET_CHARS,
    weigh: weighJson,
    now,
  });
  const matches = createBoundedCache<string>({
    ttlMs,
    maxEntries: MAX_ENTRIES,
    maxWeight: MATCHES_BUDGET_CHARS,
    weigh: (packed) => packed.length,
    now,
  });
  return {
    remember<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true) {
      // One cache holds every kind of answer; each key is only ever given values of one type.
      const loadFrozen = () => load().then(deepFreeze);
      return answers.remember(key, loadFrozen, keep as (value: unknown) => boolean) as Promise<T>;
    },
    rememberMatches: (key, load) => matches.remember(key, load),
    forgetAll() {
      answers.forgetAll();
      matches.forgetAll();
    },
    get kept() {
      return { answers: answers.size, matches: matches.size, chars: answers.weight + matches.weight };
    },
  };
}

/** What an auction write needs to forget this instance's auction reads and tell the others. */
export interface AuctionCaches {
  auctionReads: AuctionReadCache;
  nearIndex: NearIndex;
  cacheSync: Pick<CacheSync, 'announce'>;
}

/**
 * After any write that may change a public auction answer (an auction, its images, its seller's
 * company): forgets the kept answers and the near index here, and announces `auctions` so the
 * other instances on the same database forget theirs.
 */
export function forgetAuctionReads(caches: AuctionCaches): void {
  caches.auctionReads.forgetAll();
  caches.nearIndex.forgetAll();
  caches.cacheSync.announce('auctions');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public auction answers and match lists, kept per instance (auctions/service.ts reads them). */
    auctionReads: AuctionReadCache;
  }
}

export default fp(
  async (app) => {
    const cache = createAuctionReadCache();
    app.cacheSync.on('auctions', cache.forgetAll);
    app.decorate('auctionReads', cache);
  },
  { name: 'auction-reads', dependencies: ['cache-sync'] },
);
