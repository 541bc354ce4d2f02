import type { BannerPlacement } from '@mariner/contracts';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import type { CacheSync } from '../../plugins/cache-sync/index.ts';
import { findServableBanners, findServableFingerprint, type ServableBanner } from './queries.ts';

/**
 * The banners each placement may serve, remembered per instance for a few seconds (decision 6,
 * docs/decisions/007). Serving used to pick at random among every live banner of a placement in
 * SQL on each view: with 10,000 banners that read ~1,400 rows per placement and queued to a p99 of
 * 100+ ms. Now each instance keeps the approved banners that have not ended (a couple of megabytes
 * for 10,000) and picks in JavaScript; no view waits for the database.
 *
 * Rules kept: dates are checked at each pick against the remembered dates, so a banner starts and
 * stops at its exact instants (banners not started yet are kept for that). Only APPROVED banners are
 * remembered, and approval needs a paid or free banner. Banner writes through the API (a review, a
 * delete, a user deleted with their banners, which deletes each through the banner service) forget
 * the list of their instance at once and announce it (`forgetLiveBanners`), so an approved banner
 * joins and a rejected or deleted one leaves the rotation from the next view, on the other
 * instances within a second; without that link they catch up within the TTL, and a hand-made edit
 * in the database that leaves updated_at alone within MAX_AGE_MS. A payment only moves a banner to
 * review (never live), and an end date is checked at every pick.
 */
export const LIVE_BANNERS_TTL_MS = 5_000;

/**
 * Past its TTL the list is checked by a fingerprint (a count and the sum of updated_at) and read
 * again only when that changed: reading 10,000 banners takes PGlite tens of milliseconds of its one
 * thread, the fingerprint a few. Every list is read again after this long anyway, in case a write
 * outside the API changed a row without touching updated_at.
 */
const MAX_AGE_MS = 60_000;

interface Loaded {
  expiresAt: number;
  loadedAt: number;
  fingerprint: string;
  byPlacement: Map<BannerPlacement, ServableBanner[]>;
  /** Per placement, the banners live over [from, until): recomputed only when `now` leaves it. */
  live: Map<BannerPlacement, { from: number; until: number; banners: ServableBanner[] }>;
}

export class LiveBanners {
  private loaded: Loaded | undefined;
  private loading: Promise<Loaded> | undefined;
  /** Bumped by forgetAll(): a load begun before a write is never kept after it. */
  private generation = 0;

  constructor(
    private readonly db: Executor,
    private ttlMs: number = LIVE_BANNERS_TTL_MS,
  ) {}

  /** For each wanted placement, up to `count` distinct banners live at `now`, each equally likely. */
  async pick(
    wanted: Partial<Record<BannerPlacement, number>>,
    now: Date,
  ): Promise<Map<BannerPlacement, ServableBanner[]>> {
    const loaded = await this.current();
    const picked = new Map<BannerPlacement, ServableBanner[]>();
    for (const [placement, count] of Object.entries(wanted) as [BannerPlacement, number][]) {
      picked.set(placement, pickRandom(liveAt(loaded, placement, now.getTime()), count));
    }
    return picked;
  }

  /** Forgets the list: the next view reads it afresh (after any banner write, and in tests). */
  forgetAll(): void {
    this.generation += 1;
    this.loaded = undefined;
    this.loading = undefined;
  }

  /** Tests: keeps the list this long from now on (and forgets the one kept). */
  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.forgetAll();
  }

  /**
   * The remembered list. Once past its TTL it is still answered while a refresh runs in the
   * background (so no view waits, and the staleness is at most TTL plus one read); only the first
   * view after start or after forgetAll() waits for the read.
   */
  private current(): Promise<Loaded> {
    const loaded = this.loaded;
    if (!loaded) return this.refresh(undefined);
    if (loaded.expiresAt <= Date.now()) {
      // A failed refresh keeps the last list; a later view tries again.
      this.refresh(loaded).catch(() => {});
    }
    return Promise.resolve(loaded);
  }

  /** One refresh at a time; one begun before forgetAll() is never kept. */
  private refresh(last: Loaded | undefined): Promise<Loaded> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.read(last).then(
      (fresh) => {
        if (this.generation === generation) {
          this.loaded = fresh;
          this.loading = undefined;
        }
        return fresh;
      },
      (error: unknown) => {
        if (this.generation === generation) this.loading = undefined;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  private async read(last: Loaded | undefined): Promise<Loaded> {
    const now = new Date();
    if (last && now.getTime() - last.loadedAt < MAX_AGE_MS) {
      if ((await findServableFingerprint(this.db, now)) === last.fingerprint) {
        return { ...last, expiresAt: Date.now() + this.ttlMs };
      }
    }
    const { banners, fingerprint } = await findServableBanners(this.db, now);
    const byPlacement = new Map<BannerPlacement, ServableBanner[]>();
    for (const banner of banners) {
      const list = byPlacement.get(banner.placement);
      if (list) list.push(banner);
      else byPlacement.set(banner.placement, [banner]);
    }
    return {
      expiresAt: Date.now() + this.ttlMs,
      loadedAt: now.getTime(),
      fingerprint,
      byPlacement,
      live: new Map(),
    };
  }
}

function liveAt(loaded: Loaded, placement: BannerPlacement, at: number): ServableBanner[] {
  const known = loaded.live.get(placement);
  if (known && known.from <= at && at < known.until) return known.banners;
  // The live set changes only at a start or an end date: remember it until the next one.
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  const banners: ServableBanner[] = [];
  for (const banner of loaded.byPlacement.get(placement) ?? []) {
    for (const edge of [banner.startMs, banner.endMs]) {
      if (edge <= at) from = Math.max(from, edge);
      else until = Math.min(until, edge);
    }
    if (banner.startMs <= at && at < banner.endMs) banners.push(banner);
  }
  loaded.live.set(placement, { from, until, banners });
  return banners;
}

/** `count` distinct items drawn uniformly at random, in random order (all of them if fewer). */
export function pickRandom<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) {
    const all = [...items];
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [all[i], all[j]] = [all[j] as T, all[i] as T];
    }
    return all;
  }
  const taken = new Set<number>();
  const picked: T[] = [];
  while (picked.length < count) {
    const index = Math.floor(Math.random() * items.length);
    if (taken.has(index)) continue;
    taken.add(index);
    picked.push(items[index] as T);
  }
  return picked;
}

/** What a banner write needs to forget this instance's list and tell the other instances. */
export interface BannerCaches {
  liveBanners: LiveBanners;
  cacheSync: Pick<CacheSync, 'announce'>;
}

/**
 * After every write that changes which banners are live (a review, a delete, a user deleted with
 * their banners): this instance serves the new set from the next view, and the others within a
 * second (topic `banners`).
 */
export function forgetLiveBanners(caches: BannerCaches): void {
  caches.liveBanners.forgetAll();
  caches.cacheSync.announce('banners');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live banners, kept per instance (banners/service.ts picks from them). */
    liveBanners: LiveBanners;
  }
}

export default fp(
  async (app) => {
    const live = new LiveBanners(app.db);
    app.cacheSync.on('banners', () => live.forgetAll());
    app.decorate('liveBanners', live);
  },
  { name: 'live-banners', dependencies: ['db', 'cache-sync'] },
);
