import type { Executor } from '../../db/client.ts';
import { announceChange } from '../../plugins/cache-sync/changes.ts';
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

const caches = new WeakMap<Executor, Map<string, { expiresAt: number; value: Promise<unknown> }>>();

/**
 * The remembered value for `key`, else `load()`'s, remembered when `keep` says so (a failure is
 * never remembered).
 */
export function rememberPublic<T>(
  db: Executor,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const now = Date.now();
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
  if (entry) entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    // Map keeps insertion order: the first key is the oldest entry.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  const value = load();
  const stored = { expiresAt: now + TTL_MS, value };
  entries.set(key, stored);
  const forget = () => {
    if (entries.get(key) === stored) entries.delete(key);
  };
  value.then((resolved) => (keep(resolved) ? undefined : forget()), forget);
  return value;
}

/**
 * Packed match lists (findAuctionMatchIds: 36 characters an id) are bigger than answers, so they
 * have a budget of their own: about 450,000 ids an instance, oldest forgotten first.
 */
const MATCHES_BUDGET_CHARS = 16_000_000;

interface MatchCache {
  entries: Map<string, { expiresAt: number; value: Promise<string>; size: number }>;
  size: number;
}

const matchCaches = new WeakMap<Executor, MatchCache>();

/**
 * The remembered match list for `key` (a filter and sort, whatever the page), else `load()`'s:
 * every page of a search then reads only its own rows. Same TTL and forgetting as the answers.
 */
export function rememberPublicMatches(
  db: Executor,
  key: string,
  load: () => Promise<string>,
): Promise<string> {
  const now = Date.now();
  let cache = matchCaches.get(db);
  if (!cache) {
    cache = { entries: new Map(), size: 0 };
    matchCaches.set(db, cache);
  }
  const { entries } = cache;
  const drop = (k: string) => {
    const dropped = entries.get(k);
    if (!dropped) return;
    entries.delete(k);
    cache.size -= dropped.size;
  };
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value;
  if (entry) drop(key);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) drop(oldest);
  }
  const value = load();
  const stored = { expiresAt: now + TTL_MS, value, size: 0 };
  entries.set(key, stored);
  value.then(
    (packed) => {
      if (entries.get(key) !== stored) return;
      if (packed.length > MATCHES_BUDGET_CHARS) return drop(key);
      stored.size = packed.length;
      cache.size += packed.length;
      // Map keeps insertion order: the first keys are the oldest entries.
      for (const oldest of entries.keys()) {
        if (cache.size <= MATCHES_BUDGET_CHARS) break;
        if (oldest !== key) drop(oldest);
      }
    },
    () => drop(key),
  );
  return value;
}

/** Forgets every remembered read of this database on this instance only (a change heard from another). */
export function dropPublicReads(db: Executor): void {
  caches.delete(db);
  matchCaches.delete(db);
  forgetNearIndex(db);
}

/** Forgets every remembered read of this database, here and on every other instance (after any write). */
export function forgetPublicReads(db: Executor): void {
  dropPublicReads(db);
  announceChange(db, 'auctions');
}
