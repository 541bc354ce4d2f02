import type { Executor } from '../../db/client.ts';

/**
 * What an instance remembers for a few seconds and must forget when the data behind it changes
 * (ARCHITECTURE "Scaling past one machine"): the public auction reads (which also show the seller's
 * company), the live banners, the categories, and the rendered pages of visitors not signed in (any
 * write through the API may show on one).
 */
export const CACHE_TOPICS = ['auctions', 'banners', 'categories', 'pages'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export const isCacheTopic = (value: unknown): value is CacheTopic =>
  typeof value === 'string' && (CACHE_TOPICS as readonly string[]).includes(value);

/** Tells the other instances sharing a database; set by the cache-sync plugin. */
export type Announce = (topic: CacheTopic) => void;

// Keyed by database handle, like the caches themselves, so test apps never hear each other.
const announcers = new WeakMap<Executor, Announce>();

export function setAnnouncer(db: Executor, announce: Announce | undefined): void {
  if (announce) announcers.set(db, announce);
  else announcers.delete(db);
}

/**
 * Called by a module right after it forgot its own cached reads of `db`: the other instances on
 * the same database forget theirs too (within a second). Without a bus (PGlite, one process) it
 * does nothing more.
 */
export function announceChange(db: Executor, topic: CacheTopic): void {
  announcers.get(db)?.(topic);
}
