import type { Category } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import { announceChange } from '../../plugins/cache-sync/changes.ts';
import { deepFreeze } from '../../plugins/caches/frozen-answers.ts';
import { listCategories } from './queries.ts';

/**
 * Every page asks for the categories and they almost never change, so each instance keeps the list
 * for a few seconds instead of querying per request (the bench showed the query dominating this
 * route). Keyed by database handle so test databases never share an entry. Anything that changes
 * categories calls forgetCategories, which other instances hear within a second
 * (plugins/cache-sync).
 */
const CATEGORY_CACHE_TTL_MS = 30_000;

const cache = new WeakMap<Executor, { expiresAt: number; categories: Promise<Category[]> }>();

export function findCategories(db: Executor, now = Date.now()): Promise<Category[]> {
  const entry = cache.get(db);
  if (entry && entry.expiresAt > now) return entry.categories;
  // Drizzle builders are lazy thenables that run again on every await: settle the query once here.
  // Frozen: every request shares it, and the serializer writes a frozen answer once.
  const categories: Promise<Category[]> = Promise.resolve()
    .then(() => listCategories(db))
    .then(deepFreeze);
  cache.set(db, { expiresAt: now + CATEGORY_CACHE_TTL_MS, categories });
  // A failed read must not be remembered.
  categories.catch(() => cache.delete(db));
  return categories;
}

/** Forgets the list on this instance only (a change heard from another instance). */
export function dropCategories(db: Executor): void {
  cache.delete(db);
}

export function forgetCategories(db: Executor): void {
  dropCategories(db);
  announceChange(db, 'categories');
}
