import {
  LOT_SEARCH_RANKED,
  LOT_SEARCH_WINDOW_DAYS,
  type LotSearchSort,
  type Province,
} from '@mariner/contracts';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auctions, lots } from '../../db/schema.ts';
import { hasStatus } from '../auctions/queries.ts';
import { chordOf } from '../places/earth.ts';
import { type LotRecord, lotColumns } from './queries.ts';

/**
 * Issue 29 item 4: the lots of public auctions (approved, not yet ended: the auction list's public
 * scope, decision 5) that match a search, read with their sale's few columns a result shows.
 */

export interface LotSearchFilter {
  search?: string | undefined;
  categoryId?: string | undefined;
  province?: Province | undefined;
  startDateFrom?: Date | undefined;
  startDateTo?: Date | undefined;
  near?: { lat: number; lng: number; radiusM: number } | undefined;
}

/** The order asked for, once it has what it needs (a search to rank, a point to measure from). */
export type LotSearchOrder = LotSearchSort;

/** As the auctions' (migration 0011/0024): read as English and as French, accents ignored. */
export const lotTsQuery = (search: string) =>
  sql`(websearch_to_tsquery('english', unaccent(${search})) || websearch_to_tsquery('french', unaccent(${search})))`;

/**
 * The words read once into a tsquery constant. `websearch_to_tsquery` and `unaccent` are STABLE,
 * not IMMUTABLE, so written into a statement they are evaluated again for every row that `@@` and
 * `ts_rank` look at (thousands for a common word); a constant is read once. Costs one round trip.
 */
async function compileTsQuery(db: Executor, search: string): Promise<SQL> {
  const [row] = await db.execute(sql`select ${lotTsQuery(search)}::text as q`).then(
    // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
    (result) => (result as unknown as { rows: { q: string }[] }).rows,
  );
  return sql`${row?.q ?? ''}::tsquery`;
}

const pointEarth = (point: { lat: number; lng: number }) =>
  sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
const saleChordFrom = (point: { lat: number; lng: number }) =>
  sql<number>`(${auctions.earth} <-> ${pointEarth(point)})`;
const lotChordFrom = (point: { lat: number; lng: number }) =>
  sql<number>`(${lots.saleEarth} <-> ${pointEarth(point)})`;

/** The sale's conditions on the sales themselves: public, in the window, province, within the radius. */
function auctionConditions(filter: LotSearchFilter): SQL[] {
  const conditions: SQL[] = [hasStatus('APPROVED'), sql`${auctions.auctionEndDate} > now()`];
  if (filter.province) conditions.push(eq(auctions.province, filter.province));
  if (filter.startDateFrom) conditions.push(gte(auctions.auctionStartDate, filter.startDateFrom));
  if (filter.startDateTo) conditions.push(lte(auctions.auctionStartDate, filter.startDateTo));
  if (filter.near) {
    // The box is what the GiST index (auctions_public_earth_idx) answers; the chord drops its corners.
    conditions.push(
      sql`${auctions.earth} is not null`,
      sql`earth_box(${pointEarth(filter.near)}, ${filter.near.radiusM}::float8) @> ${auctions.earth}`,
      sql`${saleChordFrom(filter.near)} <= ${chordOf(filter.near.radiusM)}::float8`,
    );
  }
  return conditions;
}

/**
 * The same conditions on the sale's copies each lot carries (migration 0036), so the lots' own
 * indexes answer them: `sale_listed` is the partial indexes' predicate, spelled for the planner.
 */
function lotConditions(filter: LotSearchFilter, query: Compiled, boxIndexed = true): SQL[] {
  // `+ interval '0'` keeps lots_listed_end_idx out of a plain search: "not ended" keeps most lots,
  // and a bitmap of millions of ends ANDed with the words' costs seconds (PGlite has no autovacuum
  // to give the planner that statistic). The soonest-ending windows below use the index on purpose.
  const conditions: SQL[] = [sql`${lots.saleListed}`, sql`${lots.saleEndDate} + interval '0' > now()`];
  if (query) conditions.push(sql`${lots.searchVector} @@ ${query}`);
  // A lot's own category, else its sale's: a "tractor" lot in an estate sale is farm equipment.
  if (filter.categoryId) conditions.push(eq(lots.searchCategoryId, filter.categoryId));
  if (filter.province) conditions.push(eq(lots.saleProvince, filter.province));
  if (filter.startDateFrom) conditions.push(gte(lots.saleStartDate, filter.startDateFrom));
  if (filter.startDateTo) conditions.push(lte(lots.saleStartDate, filter.startDateTo));
  if (filter.near) {
    // The box is what the GiST index (lots_listed_earth_idx) answers; the chord drops its corners.
    // Within a soonest-ending window the box is checked on the window's matches instead
    // (`boxIndexed` false): around a town it holds a few percent of millions of lots, a bitmap of
    // hundreds of thousands that costs more than reading the window's matches.
    const box = sql`earth_box(${pointEarth(filter.near)}, ${filter.near.radiusM}::float8)`;
    conditions.push(
      sql`${lots.saleEarth} is not null`,
      boxIndexed ? sql`${box} @> ${lots.saleEarth}` : sql`(${box} @> ${lots.saleEarth}) is true`,
      sql`${lotChordFrom(filter.near)} <= ${chordOf(filter.near.radiusM)}::float8`,
    );
  }
  return conditions;
}

/** The words as one constant tsquery (see compileTsQuery), or undefined without words. */
type Compiled = SQL | undefined;

/** The first sort key, bigger first; then the sale's start, the sale, and the catalogue order. */
function rankOf(filter: LotSearchFilter, order: LotSearchOrder, query: Compiled): SQL<number> {
  if (order === 'relevance' && query) return sql<number>`ts_rank(${lots.searchVector}, ${query})`;
  if (order === 'distance' && filter.near) return sql<number>`-${lotChordFrom(filter.near)}`;
  return sql<number>`0`;
}

const selectPageRows = {
  ...lotColumns,
  auction: {
    id: auctions.id,
    title: auctions.title,
    titleFr: auctions.titleFr,
    auctionStartDate: auctions.auctionStartDate,
    location: auctions.location,
    province: auctions.province,
    lat: auctions.lat,
    lng: auctions.lng,
  },
};

export interface LotSearchPage {
  rows: {
    lot: LotRecord;
    auction: {
      id: string;
      title: string;
      titleFr: string | null;
      auctionStartDate: Date;
      location: string;
      province: Province;
      lat: number | null;
      lng: number | null;
    };
  }[];
  total: number;
  /** The list was cut to the sales ending soonest: more lots may match (see findLotSearchPage). */
  moreMatches?: boolean;
}

/**
 * One page of matching lots and how many match. With words or a lot category, statements over the
 * lots alone (their copies of the sale's facts, migration 0036): the matches come off the GIN index
 * (or the listed lots' category index), are ranked and counted with a window and the page is kept;
 * only the page's lots are then joined to their sales. Without either, the total is the sum of the
 * matching sales' kept `lot_count` and the page is read by walking sales in start order and each
 * sale's lots in catalogue order: no statement ever touches every lot.
 *
 * Ranking needs every match's vector (a heap read each), so a word found in 1 lot in 60 of 5
 * million costs 80,000 reads. A search of more than LOT_SEARCH_RANKED matches therefore ranks those
 * of the sales ending soonest — the first of LOT_SEARCH_WINDOW_DAYS holding that many (their end is
 * indexed, so the window and the words meet in a bitmap) — and says so (`moreMatches`).
 */
export async function findLotSearchPage(
  db: Executor,
  filter: LotSearchFilter,
  order: LotSearchOrder,
  limit: number,
  offset: number,
): Promise<LotSearchPage> {
  if (!filter.search && !filter.categoryId) return pageOfSales(db, filter, order, limit, offset);

  const query = filter.search ? await compileTsQuery(db, filter.search) : undefined;
  const where = and(...lotConditions(filter, query));
  const rank = rankOf(filter, order, query);
  return db.transaction(async (tx) => {
    // A common word's bitmap holds tens of thousands of lots: in the default 4 MB it turns lossy and
    // every lot of every page it names is read and checked again (ten times the pages).
    await tx.execute(sql`set local work_mem = '32MB'`);
    if (!query) return rankedPage(tx, where, rank, limit, offset);
    const inWindow = and(...lotConditions(filter, query, false));
    const soonest = (days: number) =>
      and(
        inWindow,
        sql`${lots.saleEndDate} > now()`,
        sql`${lots.saleEndDate} <= now() + make_interval(days => ${days}::int)`,
      );
    // The first week first: for a common word it holds enough, and that is one statement.
    const [firstDays, ...laterDays] = LOT_SEARCH_WINDOW_DAYS;
    const first = await rankedPage(tx, soonest(firstDays), rank, limit, offset);
    if (first.total >= LOT_SEARCH_RANKED) return { ...first, moreMatches: true };
    // Near a place the later windows are tried straight away: counting a common word's matches
    // around a town reads thousands of lots only to find that there are many.
    if (filter.near || (await countUpTo(tx, where, LOT_SEARCH_RANKED + 1)) > LOT_SEARCH_RANKED) {
      for (const days of laterDays) {
        const page = await rankedPage(tx, soonest(days), rank, limit, offset);
        if (page.total >= LOT_SEARCH_RANKED) return { ...page, moreMatches: true };
      }
    }
    return rankedPage(tx, where, rank, limit, offset);
  });
}

/** How many rows match, counting no further than `cap` (the heap is read for that many at most). */
async function countUpTo(db: Executor, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(lots)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.total ?? 0);
}

/** The matches ranked, counted with a window, and the page kept; then joined to their sales. */
async function rankedPage(
  db: Executor,
  where: SQL | undefined,
  rank: SQL<number>,
  limit: number,
  offset: number,
): Promise<LotSearchPage> {
  // The window keeps the subquery from being merged into the outer one, so the planner gathers the
  // matches first instead of walking a start-date index in the hope of meeting them.
  const matched = db
    .select({
      id: sql<string>`${lots.id}`.as('lot_id'),
      auctionId: sql<string>`${lots.auctionId}`.as('sale_id'),
      startDate: sql<Date>`${lots.saleStartDate}`.as('start_date'),
      position: sql<number>`${lots.position}`.as('lot_position'),
      rank: rank.as('rank'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(lots)
    .where(where)
    .as('matched');
  const page = db
    .select()
    .from(matched)
    .orderBy(
      desc(matched.rank),
      asc(matched.startDate),
      asc(matched.auctionId),
      asc(matched.position),
      asc(matched.id),
    )
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ ...selectPageRows, total: page.total })
    .from(page)
    .innerJoin(lots, eq(lots.id, page.id))
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .orderBy(desc(page.rank), asc(page.startDate), asc(page.auctionId), asc(page.position), asc(page.id));
  if (rows.length > 0) return { rows: rows.map(split), total: Number(rows[0]?.total) };
  // Past the last page the window has no row to ride on.
  if (offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(lots).where(where);
  return { rows: [], total: Number(counted?.total ?? 0) };
}

/**
 * Without words or a lot category every lot of a matching sale matches, so the sales decide the
 * page: their running sum of `lot_count` in page order says which sales the page spans and from
 * which position, and only those lots are read (lots_auction_position_idx). No statement joins or
 * sorts every lot, whatever the catalogue's size.
 */
async function pageOfSales(
  db: Executor,
  filter: LotSearchFilter,
  order: LotSearchOrder,
  limit: number,
  offset: number,
): Promise<LotSearchPage> {
  const saleWhere = and(...auctionConditions(filter), sql`${auctions.lotCount} > 0`);
  const saleOrder = sql.join(
    [
      ...(order === 'distance' && filter.near ? [sql`${saleChordFrom(filter.near)}`] : []),
      sql`${auctions.auctionStartDate}`,
      sql`${auctions.id}`,
    ],
    sql`, `,
  );
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const spans = (
    (await db.execute(sql`
      select id, before::int as before, total::int as total from (
        select ${auctions.id} as id, ${auctions.lotCount} as lot_count,
               sum(${auctions.lotCount}) over (order by ${saleOrder}) - ${auctions.lotCount} as before,
               sum(${auctions.lotCount}) over () as total
        from ${auctions} where ${saleWhere}
      ) s
      where before < ${offset + limit} and before + lot_count > ${offset}
      order by before`)) as unknown as {
      rows: { id: string; before: number | string; total: number | string }[];
    }
  ).rows;
  if (spans.length === 0) {
    const [counted] = await db
      .select({ total: sql<string | null>`sum(${auctions.lotCount})` })
      .from(auctions)
      .where(saleWhere);
    return { rows: [], total: Number(counted?.total ?? 0) };
  }
  // Each sale's lots from the page's first position in it to its last.
  const ranges = spans.map((span) => {
    const before = Number(span.before);
    return sql`(${lots.auctionId} = ${span.id} and ${lots.position} > ${Math.max(0, offset - before)} and ${lots.position} <= ${offset + limit - before})`;
  });
  const found = await db
    .select(selectPageRows)
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(sql.join(ranges, sql` or `));
  const rank = new Map(spans.map((span, index) => [span.id, index]));
  const rows = found
    .map(split)
    .sort(
      (a, b) =>
        (rank.get(a.auction.id) ?? 0) - (rank.get(b.auction.id) ?? 0) || a.lot.position - b.lot.position,
    )
    .slice(0, limit);
  return { rows, total: Number(spans[0]?.total ?? 0) };
}

function split<T extends { auction: LotSearchPage['rows'][number]['auction'] }>(
  row: T,
): LotSearchPage['rows'][number] {
  const { auction, total: _total, ...lot } = row as T & { total?: unknown };
  return { lot: lot as unknown as LotSearchPage['rows'][number]['lot'], auction };
}

/**
 * Issue 29 item 4: for each of these auctions, how many of its lots match the words and the first
 * of them in catalogue order (the card's "3 matching items" and photo). The lots are read by their
 * auction (lots_auction_position_idx) and checked against the words, a page's worth of sales at most.
 */
export async function findMatchingLots(db: Executor, auctionIds: string[], search: string) {
  if (auctionIds.length === 0) return [];
  const matches = sql`${lots.searchVector} @@ ${await compileTsQuery(db, search)}`;
  return db
    .selectDistinctOn([lots.auctionId], {
      auctionId: lots.auctionId,
      id: lots.id,
      lotNumber: lots.lotNumber,
      title: lots.title,
      titleFr: lots.titleFr,
      image: sql<string | null>`${lots.images}[1]`,
      position: lots.position,
      count: sql<number>`count(*) over (partition by ${lots.auctionId})::int`,
    })
    .from(lots)
    .where(and(inArray(lots.auctionId, auctionIds), matches))
    .orderBy(lots.auctionId, asc(lots.position));
}
