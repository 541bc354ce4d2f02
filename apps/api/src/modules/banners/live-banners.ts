import type { BannerPlacement } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import { announceChange } from '../../plugins/cache-sync/changes.ts';
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
 * remembered, and approval needs a paid or free banner. Banner writes through the API forget the list
 * of their instance at once, so an approved banner joins and a rejected or deleted one leaves the
 * rotation from the next view; other instances (and writes outside the API, such as a user deleted
 * with their banners) catch up within the TTL, and a hand-made edit that leaves updated_at alone
 * within MAX_AGE_MS.
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
  /** Bumped by forget(): a load begun before a write is never kept after it. */
  private generation = 0;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs: number = LIVE_BANNERS_TTL_MS,
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
  forget(): void {
    this.generation += 1;
    this.loaded = undefined;
    this.loading = undefined;
  }

  /**
   * The remembered list. Once past its TTL it is still answered while a refresh runs in the
   * background (so no view waits, and the staleness is at most TTL plus one read); only the first
   * view after start or after forget() waits for the read.
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

  /** One refresh at a time; one begun before forget() is never kept. */
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

/** One list per database handle, so test databases never share one. */
const instances = new WeakMap<Executor, LiveBanners>();

export function liveBannersOf(db: Executor): LiveBanners {
  let live = instances.get(db);
  if (!live) {
    live = new LiveBanners(db);
    instances.set(db, live);
  }
  return live;
}

/** Tests: gives this database a list with its own TTL. */
export function setLiveBannersTtl(db: Executor, ttlMs: number): void {
  instances.set(db, new LiveBanners(db, ttlMs));
}

/** Forgets this database's list on this instance only (a change heard from another instance). */
export function dropLiveBanners(db: Executor): void {
  instances.get(db)?.forget();
}

/**
 * Forgets this database's list here and announces it to the other instances (after every banner
 * write through the API; tests after direct writes).
 */
export function forgetLiveBanners(db: Executor): void {
  dropLiveBanners(db);
  announceChange(db, 'banners');
}
