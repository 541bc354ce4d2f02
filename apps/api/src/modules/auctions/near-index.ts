import { and, gt, isNotNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import { auctions } from '../../db/schema.ts';
import { chordOf, earthOf } from '../places/earth.ts';
import type { AuctionFilter, ListSort } from './queries.ts';

/**
 * Issue 17: "near me" at scale. A radius search must count every public auction within the radius
 * and order them, and a new point each time (as each visitor's own position is) defeats any cache
 * of answers. On PostgreSQL the radius index still spends ~100 ms at p99 counting the thousands of
 * auctions 100 km around a city, and PGlite several times that (bench, 100,000 auctions).
 *
 * So each instance keeps the few columns such a search reads (point, dates, category, id) of every
 * public auction with coordinates in arrays, and answers the match list by scanning them: about a
 * millisecond per 100,000 auctions, whatever the radius. The page's rows are then read by id (or
 * taken from those read a moment ago) and checked against the filter (`stillMatches`), so a row
 * that changed since the arrays were read sends the search back to SQL rather than showing it wrong.
 *
 * Fresh enough:
 * - Any auction write forgets the arrays (`forgetAuctionReads` in public-cache.ts, on this instance
 *   and, through the cache-change link, on the others); until they are read again, radius searches
 *   run in SQL, as before. A read under way when a write happens is thrown away.
 * - Arrays older than a minute are read again in the background while still answering: the bound,
 *   should a change announcement from another instance be lost.
 * - An auction that ends drops out at once (its end is compared with the clock on every search).
 */

const REFRESH_AFTER_MS = 60_000;
const RETRY_AFTER_MS = 10_000;

interface NearRows {
  count: number;
  ids: string[];
  categoryIds: string[];
  provinces: string[];
  /** Each sale's `lot_count` (issue 29: the lot search's summary near a place, lotSummary). */
  lots: Float64Array;
  /** ll_to_earth's cube: the point on earthdistance's sphere, in metres; rows sorted by z. */
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  /** Seconds since the epoch, with the database's microseconds (so ties order as in SQL). */
  start: Float64Array;
  end: Float64Array;
  created: Float64Array;
}

/**
 * Whether an auction read afresh still matches the radius search the arrays listed it for (it may
 * have changed on another instance since they were read): the same conditions as SQL's.
 */
export function stillMatches(
  row: {
    status: string;
    auctionStartDate: Date;
    auctionEndDate: Date;
    categoryId: string;
    lat: number | null;
    lng: number | null;
  },
  filter: AuctionFilter,
  now: number = Date.now(),
): boolean {
  if (!filter.near || row.lat === null || row.lng === null) return false;
  if (row.status !== 'APPROVED' || row.auctionEndDate.getTime() <= now) return false;
  if (filter.categoryId && row.categoryId !== filter.categoryId) return false;
  if (filter.startDateFrom && row.auctionStartDate < filter.startDateFrom) return false;
  const at = earthOf(row.lat, row.lng);
  const point = earthOf(filter.near.lat, filter.near.lng);
  const chord = chordOf(filter.near.radiusM);
  return (at.x - point.x) ** 2 + (at.y - point.y) ** 2 + (at.z - point.z) ** 2 <= chord * chord;
}

/** Whether the arrays hold what this search filters on: a public radius search by category and start. */
const canAnswer = (
  filter: AuctionFilter,
  sort: ListSort,
): filter is AuctionFilter & { near: NonNullable<AuctionFilter['near']> } =>
  filter.scope === 'public' &&
  sort !== 'relevance' &&
  filter.near !== undefined &&
  !filter.search &&
  !filter.location &&
  !filter.sellerId &&
  !filter.startDateTo &&
  // Issue 28: the arrays hold no sale type; SQL answers a radius search by type.
  !filter.saleTypes?.length &&
  !filter.province &&
  !filter.approvedBetween;

/** The first index of sorted `values` holding `value` or more (values.length when none does). */
function firstAtLeast(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The value that would sit at index `n` were `values` sorted (Hoare's selection; reorders it). */
function nthSmallest(values: Float64Array, n: number): number {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1] ?? 0;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i += 1;
      while ((values[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (n <= j) right = j;
    else if (n >= i) left = i;
    else break;
  }
  return values[n] ?? 0;
}

export interface NearMatches {
  total: number;
  /** The ids of the page asked for, in the order SQL would give. */
  ids: string[];
}

/** As long as a public read is kept (decision 005), and as many as a few hundred pages show. */
const PAGE_ROW_TTL_MS = 10_000;
const PAGE_ROWS_KEPT = 5_000;

async function readRows(db: Executor): Promise<NearRows> {
  const found = await db
    .select({
      id: auctions.id,
      categoryId: auctions.categoryId,
      province: auctions.province,
      lots: auctions.lotCount,
      x: sql<number>`cube_ll_coord(${auctions.earth}, 1)`,
      y: sql<number>`cube_ll_coord(${auctions.earth}, 2)`,
      z: sql<number>`cube_ll_coord(${auctions.earth}, 3)`,
      start: sql<number>`extract(epoch from ${auctions.auctionStartDate})::float8`,
      end: sql<number>`extract(epoch from ${auctions.auctionEndDate})::float8`,
      created: sql<number>`extract(epoch from ${auctions.createdAt})::float8`,
    })
    .from(auctions)
    // The radius index's own predicate, and not ended: what a public radius search can match.
    .where(
      and(
        sql`${auctions.status} = 'APPROVED'`,
        isNotNull(auctions.earth),
        gt(auctions.auctionEndDate, sql`now()`),
      ),
    );
  // South to north (z grows with latitude): a search scans only the band of latitudes its
  // radius can reach, found by binary search.
  found.sort((a, b) => Number(a.z) - Number(b.z));
  const count = found.length;
  const rows: NearRows = {
    count,
    ids: new Array<string>(count),
    categoryIds: new Array<string>(count),
    provinces: new Array<string>(count),
    lots: new Float64Array(count),
    x: new Float64Array(count),
    y: new Float64Array(count),
    z: new Float64Array(count),
    start: new Float64Array(count),
    end: new Float64Array(count),
    created: new Float64Array(count),
  };
  found.forEach((row, i) => {
    rows.ids[i] = row.id;
    rows.categoryIds[i] = row.categoryId;
    rows.provinces[i] = row.province;
    rows.lots[i] = Number(row.lots);
    rows.x[i] = Number(row.x);
    rows.y[i] = Number(row.y);
    rows.z[i] = Number(row.z);
    rows.start[i] = Number(row.start);
    rows.end[i] = Number(row.end);
    rows.created[i] = Number(row.created);
  });
  return rows;
}

/** What the lot search's summary near a place is filtered by (lots/search-queries.ts, saleConditions). */
export interface LotSummaryFilter {
  near: { lat: number; lng: number; radiusM: number };
  province?: string | undefined;
  startDateFrom?: Date | undefined;
  startDateTo?: Date | undefined;
}

/** How many lots the public sales near a place hold, and how many of those sales end within each window. */
export interface LotSummary {
  lots: number;
  windows: number[];
}

/** The first sales near a place in the lot list's order, and the lots all of them hold (salesWithLots). */
export interface SalesWithLots {
  total: number;
  first: { id: string; lotCount: number }[];
}

export interface NearIndex {
  /**
   * The public auctions matching a radius search, the page from `offset` (`limit` of them) in page
   * order (queries.ts: rank, start date, id) and how many match, or undefined when the arrays
   * cannot answer it now (the caller runs the search in SQL).
   */
  matches(
    filter: AuctionFilter,
    sort: ListSort,
    offset: number,
    limit: number,
    now?: number,
  ): NearMatches | undefined;
  /**
   * The auctions of a page the arrays listed, in the order of `ids`: those read in the last few
   * seconds are taken as read, the others read with `read` (missing ones left out). Searches from
   * nearby points list mostly the same soonest auctions, so most of a page is usually at hand; a
   * write forgets them with the arrays, and the caller re-checks each against its filter.
   */
  pageRows<T extends { id: string }>(
    ids: string[],
    read: (missing: string[]) => Promise<T[]>,
    now?: number,
  ): Promise<T[]>;
  /**
   * Issue 29: the lot search's summary near a place (search-queries.ts `nearSalesSummary`): the
   * lots of the public sales with lots within the circle, and how many of those sales end within
   * each of `windowDays` days. Undefined when the arrays cannot answer now (the caller asks SQL).
   * Lot writes forget the arrays as auction writes do, so each sale's `lot_count` is as fresh.
   */
  lotSummary(filter: LotSummaryFilter, windowDays: readonly number[], now?: number): LotSummary | undefined;
  /**
   * Issue 29: every lot near a place (search-queries.ts `pageOfSales`), the public sales with lots
   * within the circle: the first `needed` in the lot list's order (soonest start, or nearest then
   * soonest start; then id) with their lot counts, and the lots they hold in all. Undefined when
   * the arrays cannot answer now (the caller asks SQL).
   */
  salesWithLots(
    filter: LotSummaryFilter,
    byDistance: boolean,
    needed: number,
    now?: number,
  ): SalesWithLots | undefined;
  /**
   * Issue 29: about how many lots the public sales hold whose end is within each of `windowDays`
   * days, nationwide (the sales with a point: nearly all), counted at most every few seconds. Only
   * to choose where a national word search starts (search-queries.ts `windowsSkipped`); undefined
   * when the arrays cannot answer now.
   */
  lotsEndingWithin(windowDays: readonly number[], now?: number): number[] | undefined;
  /** After any auction write: radius searches go to SQL until the arrays are read again. */
  forgetAll(): void;
  /** Starts reading the arrays if nothing is under way (the server's start: no search waits for it). */
  warm(): void;
  /** Settles when the read under way (if any) is done: for tests. */
  settled(): Promise<void>;
  /** Page rows kept now (tests check the bound). */
  readonly pageRowsKept: number;
}

/** The arrays and page rows of one database, kept by one instance (`app.nearIndex`). */
export function createNearIndex(db: Executor): NearIndex {
  let rows: NearRows | undefined;
  /** Auctions read for the pages the arrays listed, by id (pageRows). */
  const pageRows = new Map<string, { row: unknown; expiresAt: number }>();
  let readAt = 0;
  /** Bumped by every write: a read started before it is not kept. */
  let generation = 0;
  let reading: Promise<void> | undefined;
  /** When the last read failed: the next is not tried before RETRY_AFTER_MS (searches stay on SQL). */
  let failedAt = -Infinity;

  const startReading = () => {
    if (reading || Date.now() - failedAt < RETRY_AFTER_MS) return;
    const started = generation;
    reading = readRows(db)
      .then(
        (read) => {
          if (generation !== started) return;
          rows = read;
          readAt = Date.now();
        },
        // A failed read leaves radius searches on SQL, which answers them all the same.
        () => {
          failedAt = Date.now();
        },
      )
      .finally(() => {
        reading = undefined;
      });
  };

  /** The arrays as they are now (undefined while none were read), read again when missing or old. */
  const current = (now: number) => {
    if (!rows || now - readAt > REFRESH_AFTER_MS) startReading();
    return rows;
  };

  /** lotsEndingWithin's last count: the arrays it was counted from, when, and for which windows. */
  let ending: { from: NearRows; at: number; days: string; lots: number[] } | undefined;

  return {
    matches(filter, sort, offset, limit, now = Date.now()) {
      if (!canAnswer(filter, sort)) return undefined;
      const read = current(now);
      return read && matchesIn(read, filter, sort, offset, limit, now);
    },

    lotSummary(filter, windowDays, now = Date.now()) {
      const read = current(now);
      return read && lotSummaryIn(read, filter, windowDays, now);
    },

    salesWithLots(filter, byDistance, needed, now = Date.now()) {
      const read = current(now);
      return read && salesWithLotsIn(read, filter, byDistance, needed, now);
    },

    lotsEndingWithin(windowDays, now = Date.now()) {
      const read = current(now);
      if (!read) return undefined;
      const days = windowDays.join(',');
      if (ending?.from !== read || ending.days !== days || now - ending.at > ENDING_COUNT_MS)
        ending = { from: read, at: now, days, lots: lotsEndingWithinIn(read, windowDays, now) };
      return ending.lots;
    },

    async pageRows<T extends { id: string }>(
      ids: string[],
      read: (missing: string[]) => Promise<T[]>,
      now: number = Date.now(),
    ): Promise<T[]> {
      const started = generation;
      const found = new Map<string, T>();
      for (const id of ids) {
        const entry = pageRows.get(id);
        // Every entry was stored here from `read`'s rows: the same T at its one caller.
        if (entry && entry.expiresAt > now) found.set(id, entry.row as T);
      }
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const fresh = await read(missing);
        for (const row of fresh) {
          found.set(row.id, row);
          // Not kept when a write happened while reading: it may be from before the write.
          if (generation !== started) continue;
          pageRows.delete(row.id);
          pageRows.set(row.id, { row, expiresAt: now + PAGE_ROW_TTL_MS });
        }
        // Map keeps insertion order: the first keys are the oldest rows, and the first to expire.
        for (const [oldest, entry] of pageRows) {
          if (pageRows.size <= PAGE_ROWS_KEPT && entry.expiresAt > now) break;
          pageRows.delete(oldest);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    forgetAll() {
      generation += 1;
      rows = undefined;
      pageRows.clear();
    },

    warm: startReading,

    async settled() {
      await reading;
    },

    get pageRowsKept() {
      return pageRows.size;
    },
  };
}

/** The matches of a search the arrays can answer (NearIndex.matches). */
function matchesIn(
  rows: NearRows,
  filter: AuctionFilter & { near: NonNullable<AuctionFilter['near']> },
  sort: ListSort,
  offset: number,
  limit: number,
  now: number,
): NearMatches {
  const { x: px, y: py, z: pz } = earthOf(filter.near.lat, filter.near.lng);
  const squaredDistance = (i: number) =>
    ((rows.x[i] ?? 0) - px) ** 2 + ((rows.y[i] ?? 0) - py) ** 2 + ((rows.z[i] ?? 0) - pz) ** 2;
  // The first sort key, smaller first; ties go by start date, then id.
  const keyOf =
    sort === 'distance'
      ? squaredDistance
      : sort === 'newest'
        ? (i: number) => -(rows.created[i] ?? 0)
        : sort === 'oldest'
          ? (i: number) => rows.created[i] ?? 0
          : (i: number) => rows.start[i] ?? 0;

  const matches: number[] = [];
  const keys: number[] = [];
  const scan = { near: filter.near, categoryId: filter.categoryId, startDateFrom: filter.startDateFrom };
  eachSaleNear(rows, scan, now, (i, d) => {
    matches.push(i);
    keys.push(sort === 'distance' ? d : keyOf(i));
  });

  // Only the matches up to the end of the page need ordering: the key the page ends on is found
  // first (selection, linear), then only the matches up to it are sorted.
  const end = offset + limit;
  let candidates = matches;
  if (matches.length > end && end > 0) {
    const pageEnd = nthSmallest(Float64Array.from(keys), end - 1);
    candidates = matches.filter((_, j) => (keys[j] ?? 0) <= pageEnd);
  }
  candidates.sort(
    (a, b) =>
      keyOf(a) - keyOf(b) ||
      (rows.start[a] ?? 0) - (rows.start[b] ?? 0) ||
      ((rows.ids[a] ?? '') < (rows.ids[b] ?? '') ? -1 : 1),
  );
  return {
    total: matches.length,
    ids: candidates.slice(offset, end).map((i) => rows.ids[i] ?? ''),
  };
}

/** What a scan of the arrays keeps beyond "within the circle, not ended" (eachSaleNear). */
interface SaleScan {
  near: { lat: number; lng: number; radiusM: number };
  /** The sale's own category (a radius search's filter; a lot search filters by the lot's). */
  categoryId?: string | undefined;
  province?: string | undefined;
  startDateFrom?: Date | undefined;
  startDateTo?: Date | undefined;
  /** Only sales with lots (the lot search's). */
  withLots?: boolean;
}

/**
 * Calls `visit` with each public sale within the circle, not ended, that the scan's other
 * conditions keep (a radius search's: queries.ts; the lot search's: search-queries.ts
 * `saleConditions`), and its squared chord from the centre.
 */
function eachSaleNear(
  rows: NearRows,
  scan: SaleScan,
  now: number,
  visit: (i: number, squaredChord: number) => void,
): void {
  const { x: px, y: py, z: pz } = earthOf(scan.near.lat, scan.near.lng);
  const chord = chordOf(scan.near.radiusM);
  const within = chord * chord;
  const nowSeconds = now / 1000;
  const from = scan.startDateFrom ? scan.startDateFrom.getTime() / 1000 : -Infinity;
  const to = scan.startDateTo ? scan.startDateTo.getTime() / 1000 : Infinity;
  const last = firstAtLeast(rows.z, pz + chord);
  for (let i = firstAtLeast(rows.z, pz - chord); i < last; i += 1) {
    // Most sales of the band of latitudes are east or west of the circle: one coordinate tells.
    const dx = (rows.x[i] ?? 0) - px;
    if (dx > chord || dx < -chord) continue;
    const d = dx ** 2 + ((rows.y[i] ?? 0) - py) ** 2 + ((rows.z[i] ?? 0) - pz) ** 2;
    if (d > within) continue;
    const start = rows.start[i] ?? 0;
    if ((rows.end[i] ?? 0) <= nowSeconds || start < from || start > to) continue;
    if (scan.withLots && (rows.lots[i] ?? 0) <= 0) continue;
    if (scan.categoryId && rows.categoryIds[i] !== scan.categoryId) continue;
    if (scan.province && rows.provinces[i] !== scan.province) continue;
    visit(i, d);
  }
}

/** The lot search's sale conditions as a scan: its own category is the lots', not the sale's. */
const lotSaleScan = (filter: LotSummaryFilter): SaleScan => ({
  near: filter.near,
  province: filter.province,
  startDateFrom: filter.startDateFrom,
  startDateTo: filter.startDateTo,
  withLots: true,
});

/** Each window's end, in seconds since the epoch as the arrays' ends are, `days` after `now`. */
const windowEndsFrom = (windowDays: readonly number[], now: number) =>
  windowDays.map((days) => now / 1000 + days * 86_400);

/** Adds `amount` to the count of each window that a sale ending at `end` (seconds) ends within. */
function addWithin(counts: number[], windowEnds: number[], end: number, amount: number) {
  windowEnds.forEach((windowEnd, w) => {
    if (end <= windowEnd) counts[w] = (counts[w] ?? 0) + amount;
  });
}

/** The lot search's summary near a place from the arrays (NearIndex.lotSummary). */
function lotSummaryIn(
  rows: NearRows,
  filter: LotSummaryFilter,
  windowDays: readonly number[],
  now: number,
): LotSummary {
  const windowEnds = windowEndsFrom(windowDays, now);
  const windows = windowDays.map(() => 0);
  let lots = 0;
  eachSaleNear(rows, lotSaleScan(filter), now, (i) => {
    lots += rows.lots[i] ?? 0;
    addWithin(windows, windowEnds, rows.end[i] ?? 0, 1);
  });
  return { lots, windows };
}

/** How long a count of the lots ending within each window serves (NearIndex.lotsEndingWithin). */
const ENDING_COUNT_MS = 10_000;

/** The lots of the public sales ending within each window, nationwide (NearIndex.lotsEndingWithin). */
function lotsEndingWithinIn(rows: NearRows, windowDays: readonly number[], now: number): number[] {
  const nowSeconds = now / 1000;
  const windowEnds = windowEndsFrom(windowDays, now);
  const lots = windowDays.map(() => 0);
  for (let i = 0; i < rows.count; i += 1) {
    const end = rows.end[i] ?? 0;
    if (end > nowSeconds) addWithin(lots, windowEnds, end, rows.lots[i] ?? 0);
  }
  return lots;
}

/** The first sales near a place in the lot list's order, from the arrays (NearIndex.salesWithLots). */
function salesWithLotsIn(
  rows: NearRows,
  filter: LotSummaryFilter,
  byDistance: boolean,
  needed: number,
  now: number,
): SalesWithLots {
  const matches: number[] = [];
  const keys: number[] = [];
  let total = 0;
  eachSaleNear(rows, lotSaleScan(filter), now, (i, squaredChord) => {
    total += rows.lots[i] ?? 0;
    matches.push(i);
    keys.push(byDistance ? squaredChord : (rows.start[i] ?? 0));
  });
  // Only the sales up to the `needed`-th need ordering, as a radius search's page (matchesIn): the
  // positions in `matches` whose key is at most the `needed`-th smallest.
  let candidates = matches.map((_, j) => j);
  if (matches.length > needed && needed > 0) {
    const last = nthSmallest(Float64Array.from(keys), needed - 1);
    candidates = candidates.filter((j) => (keys[j] ?? 0) <= last);
  }
  const sale = (j: number) => matches[j] ?? 0;
  candidates.sort(
    (a, b) =>
      (keys[a] ?? 0) - (keys[b] ?? 0) ||
      (rows.start[sale(a)] ?? 0) - (rows.start[sale(b)] ?? 0) ||
      ((rows.ids[sale(a)] ?? '') < (rows.ids[sale(b)] ?? '') ? -1 : 1),
  );
  return {
    total,
    first: candidates
      .slice(0, needed)
      .map((j) => ({ id: rows.ids[sale(j)] ?? '', lotCount: rows.lots[sale(j)] ?? 0 })),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Radius searches' arrays, kept per instance (queries.findAuctionPage reads them). */
    nearIndex: NearIndex;
  }
}

/** Forgotten with the public reads (topic `auctions`); read once the server is ready. */
export default fp(
  async (app) => {
    const index = createNearIndex(app.db);
    app.cacheSync.on('auctions', index.forgetAll);
    // Read in the background, so the first "near me" after a start is answered from the arrays.
    app.addHook('onReady', async () => index.warm());
    app.decorate('nearIndex', index);
  },
  { name: 'near-index', dependencies: ['db', 'cache-sync'] },
);
