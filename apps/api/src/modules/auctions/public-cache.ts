import type { Executor } from '../../db/client.ts';
import { announceChange } from '../../plugins/cache-sync/changes.ts';
import { type BoundedCache, createBoundedCache } from '../../plugins/caches/bounded-cache.ts';
import { deepFreeze } from '../../plugins/caches/frozen-answers.ts';
import { forgetNearIndex } from './near-index.ts';

/**
 * Public auction reads (the lists and the detail of an approved auction) are the same for every
 * visitor and users hammer them, so each instance remembers an answer for a few seconds: a burst of
 * identical reads costs one query, and concurrent misses share it. Any auction write through this
 * module forgets everything of its database and announces it, so other instances on the same
 * database forget theirs within a second (plugins/cache-sync); without that link they would catch up
 * within the TTL, which is shorter than the 30 s a CDN may keep an anonymous list anyway.
 *
 * Why at all: at 10 concurrent connections PGlite runs one query at a time, so an uncached
 * full-text search of 100,000 auctions (~11 ms of query) queues to a p99 of ~480 ms, and even on
 * PostgreSQL the count over thousands of matches keeps p99 above 100 ms (measured, see the bench).
 * Keyed by database handle so test databases never share an entry.
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

// A calendar month is kept as a Map of days, which JSON would write as `{}`.
const weighJson = (value: unknown): number =>
  JSON.stringify(value, (_key, part: unknown) => (part instanceof Map ? [...part] : part))?.length ?? 0;

interface PublicReads {
  answers: BoundedCache<unknown>;
  matches: BoundedCache<string>;
}

const caches = new WeakMap<Executor, PublicReads>();

function readsOf(db: Executor): PublicReads {
  let reads = caches.get(db);
  if (!reads) {
    reads = {
      answers: createBoundedCache<unknown>({
        ttlMs: TTL_MS,
        maxEntries: MAX_ENTRIES,
        maxWeight: ANSWERS_BUDGET_CHARS,
        weigh: weighJson,
      }),
      matches: createBoundedCache<string>({
        ttlMs: TTL_MS,
        maxEntries: MAX_ENTRIES,
        maxWeight: MATCHES_BUDGET_CHARS,
        weigh: (packed) => packed.length,
      }),
    };
    caches.set(db, reads);
  }
  return reads;
}

/**
 * The remembered value for `key`, else `load()`'s, remembered when `keep` says so (a failure is
 * never remembered). The value is deep-frozen: every request that hits it shares it, and the
 * serializer writes a frozen answer once (plugins/caches/frozen-answers.ts).
 */
export function rememberPublic<T>(
  db: Executor,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  // One cache holds every kind of answer; each key is only ever given values of one type.
  const loadFrozen = () => load().then(deepFreeze);
  return readsOf(db).answers.remember(key, loadFrozen, keep as (value: unknown) => boolean) as Promise<T>;
}

/**
 * The remembered match list for `key` (a filter and sort, whatever the page), else `load()`'s:
 * every page of a search then reads only its own rows. Same TTL and forgetting as the answers.
 */
export function rememberPublicMatches(
  db: Executor,
  key: string,
  load: () => Promise<string>,
): Promise<string> {
  return readsOf(db).matches.remember(key, load);
}

/** How many answers and match lists this instance keeps now (tests check the bounds). */
export function publicReadsKept(db: Executor): { answers: number; matches: number; chars: number } {
  const { answers, matches } = readsOf(db);
  return { answers: answers.size, matches: matches.size, chars: answers.weight + matches.weight };
}

/** Forgets every remembered read of this database on this instance only (a change heard from another). */
export function dropPublicReads(db: Executor): void {
  caches.get(db)?.answers.forgetAll();
  caches.get(db)?.matches.forgetAll();
  forgetNearIndex(db);
}

/** Forgets every remembered read of this database, here and on every other instance (after any write). */
export function forgetPublicReads(db: Executor): void {
  dropPublicReads(db);
  announceChange(db, 'auctions');
}
