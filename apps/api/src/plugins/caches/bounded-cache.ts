/**
 * The one shape of every per-instance read cache (ARCHITECTURE decision 21, issue 25): a TTL, a
 * bound on entries and one on their total weight (characters, ids…), the oldest entry forgotten
 * first and expired ones swept on every miss, so nothing an outsider sends can grow it past its
 * bound. Values are promises: concurrent misses of one key share one load, a failed load is never
 * kept, and a load under way when the cache is forgotten is answered but not kept (it may predate
 * the write that forgot it).
 *
 * Hand-written rather than lru-cache: lru-cache needs an entry's size when it is set (ours is known
 * once the promise settles) and treats a start at clock 0 as "no TTL", which an injected test
 * clock hits. Entries share one TTL, so insertion order is expiry order: a sweep stops at the first
 * live entry.
 */
export interface BoundedCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** Total weight kept; an entry heavier than this alone is answered but not kept. */
  maxWeight?: number;
  /** An entry's weight, counted once its value is there (0 while it loads). */
  weigh?: (value: V) => number;
  now?: () => number;
}

export interface BoundedCache<V> {
  /** The value kept for `key`, else `load()`'s, kept when `keep` says so. */
  remember(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  forget(key: string): void;
  forgetAll(): void;
  /** Entries kept now (loads under way included). */
  readonly size: number;
  /** Their total weight. */
  readonly weight: number;
}

interface Entry<V> {
  expiresAt: number;
  weight: number;
  value: Promise<V>;
}

export function createBoundedCache<V>({
  ttlMs,
  maxEntries,
  maxWeight = Number.POSITIVE_INFINITY,
  weigh = () => 0,
  now = Date.now,
}: BoundedCacheOptions<V>): BoundedCache<V> {
  const entries = new Map<string, Entry<V>>();
  let weight = 0;

  const drop = (key: string, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };

  /** Expired entries first, then the oldest until both bounds hold (`spare` is never dropped). */
  const shrink = (at: number, spare: Entry<V>) => {
    for (const [key, entry] of entries) {
      const isExpired = entry.expiresAt <= at;
      if (!isExpired && entries.size <= maxEntries && weight <= maxWeight) break;
      if (entry !== spare) drop(key, entry);
    }
  };

  return {
    remember(key, load, keep = () => true) {
      const at = now();
      const found = entries.get(key);
      if (found && found.expiresAt > at) return found.value;
      if (found) drop(key, found);

      let value: Promise<V>;
      try {
        value = Promise.resolve(load());
      } catch (error) {
        // A load that throws at once is a failed load like any other.
        return Promise.reject(error);
      }
      const entry: Entry<V> = { expiresAt: at + ttlMs, weight: 0, value };
      entries.set(key, entry);
      shrink(at, entry);
      value.then(
        (settled) => {
          // Forgotten (or replaced) while it loaded: answered, not kept.
          if (entries.get(key) !== entry) return;
          if (!keep(settled)) return drop(key, entry);
          entry.weight = weigh(settled);
          weight += entry.weight;
          if (entry.weight > maxWeight) return drop(key, entry);
          shrink(now(), entry);
        },
        () => drop(key, entry),
      );
      return value;
    },
    forget(key) {
      const entry = entries.get(key);
      if (entry) drop(key, entry);
    },
    forgetAll() {
      entries.clear();
      weight = 0;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
