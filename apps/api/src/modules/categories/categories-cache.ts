import type { Category, Locale } from '@mariner/contracts';

/** A category row as read: both names (decision 023). */
export interface BilingualCategory {
  id: string;
  name: string;
  nameFr: string;
}

/** The list as each language reads it, made once per read so every request shares it frozen. */
type KeptLists = Record<Locale, Category[]>;

const inEachLanguage = (rows: readonly BilingualCategory[]): KeptLists => ({
  en: rows.map(({ id, name }) => ({ id, name })),
  fr: rows.map(({ id, nameFr }) => ({ id, name: nameFr })),
});

import fp from 'fastify-plugin';
import { createBoundedCache } from '../../plugins/caches/bounded-cache.ts';
import { deepFreeze } from '../../plugins/caches/frozen-answers.ts';
import { listCategories } from './queries.ts';

/**
 * Every page asks for the categories and they almost never change, so each instance keeps the list
 * for a few seconds instead of querying per request (the bench showed the query dominating this
 * route). One entry, so nothing a request sends can grow it (decision 012). The list is frozen:
 * every request shares it, and the serializer writes a frozen answer once (frozen-answers.ts).
 */
export interface CategoriesCache {
  /**
   * The kept list in `locale` (decision 023: the name in the reader's language), else a fresh read
   * (concurrent misses share it; a failed read is not kept).
   */
  list(locale: Locale): Promise<Category[]>;
  /** Forgets the list on this instance (a write, or a change heard from another instance). */
  forget(): void;
}

export interface CategoriesCacheOptions {
  load: () => Promise<BilingualCategory[]>;
  ttlMs: number;
  now?: () => number;
}

export function createCategoriesCache({ load, ttlMs, now }: CategoriesCacheOptions): CategoriesCache {
  const kept = createBoundedCache<KeptLists>({ ttlMs, maxEntries: 1, now });
  return {
    list: async (locale) =>
      (await kept.remember('all', () => load().then(inEachLanguage).then(deepFreeze)))[locale],
    forget: () => kept.forgetAll(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The categories, kept per instance (GET /api/categories answers from it). */
    categoriesCache: CategoriesCache;
  }
}

const CATEGORIES_TTL_MS = 30_000;

/**
 * The category writes (service.ts) forget the list here and announce `categories`; what another
 * instance announces on that topic is forgotten here too.
 */
export default fp(
  async (app) => {
    const cache = createCategoriesCache({
      // A Drizzle builder is a lazy thenable that runs again on every await: settle it once here.
      load: () => Promise.resolve().then(() => listCategories(app.db)),
      ttlMs: CATEGORIES_TTL_MS,
    });
    app.cacheSync.on('categories', cache.forget);
    app.decorate('categoriesCache', cache);
  },
  { name: 'categories-cache', dependencies: ['db', 'cache-sync'] },
);
